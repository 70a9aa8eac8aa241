import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Drawer, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '@clube/contract';
import {
  OfficeStatus,
  productStatusInfo,
  productTypeLabels,
  RefuseProductRequest,
  RequestProductChangesRequest,
  type AdminProductEntry,
} from '@clube/contract/products';
import { formatBRL, formatDateTime, formatPercent } from '../../../../lib/format';
import { toastSuccess } from '../../../../lib/notify';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { AuditTimeline } from '../../components/AuditTimeline';
import { useAcceptProduct } from '../api/useAcceptProduct';
import { useRefuseProduct } from '../api/useRefuseProduct';
import { useRequestProductChanges } from '../api/useRequestProductChanges';
import { ProductAnswerModal } from './ProductAnswerModal';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * What an operator reviews: images, prices, seller, description and measures; Aceitar, Recusar
 * (optional reason) and Solicitar alteração (the message the seller reads); and its history.
 * `onAnswered` receives the product as the answer left it.
 */
export function ProductReviewDrawer({
  entry,
  onAnswered,
  onClose,
}: {
  entry: AdminProductEntry | undefined;
  onAnswered: (entry: AdminProductEntry) => void;
  onClose: () => void;
}) {
  const accept = useAcceptProduct();
  const refuse = useRefuseProduct();
  const requestChanges = useRequestProductChanges();
  const [asking, setAsking] = useState<'refuse' | 'changes' | null>(null);
  const p = entry?.Product;

  const answered = (res: { Message?: string | null; Data: AdminProductEntry }, fallback: string) => {
    onAnswered(res.Data);
    toastSuccess(res.Message ?? fallback);
  };
  const confirmAccept = () =>
    p &&
    modals.openConfirmModal({
      title: `Aceitar produto #${p.Id}`,
      centered: true,
      children: <Text size="sm">{`${p.Name} passa a Aceito e aparece na loja quando tiver estoque.`}</Text>,
      labels: { confirm: 'Aceitar', cancel: messages.closeButton },
      confirmProps: { color: 'green' },
      onConfirm: () => accept.mutate(p.Id, { onSuccess: (res) => answered(res, messages.productAccepted) }),
    });

  return (
    <Drawer opened={!!entry} onClose={onClose} position="right" size="xl" title={p ? `Produto #${p.Id}` : ''}>
      {entry && p && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={3}>{p.Name}</Title>
              <StatusBadge label={p.OfficeStatusFormatted} color={p.OfficeStatusColor} />
            </div>
            <Group gap="xs">
              {p.OfficeStatus !== OfficeStatus.Aceito && (
                <Button color="green" onClick={confirmAccept} loading={accept.isPending}>
                  Aceitar
                </Button>
              )}
              {p.OfficeStatus !== OfficeStatus.Recusado && (
                <Button color="red" variant="light" onClick={() => setAsking('refuse')}>
                  Recusar
                </Button>
              )}
              <Button color="orange" variant="light" onClick={() => setAsking('changes')}>
                Solicitar alteração
              </Button>
            </Group>
          </Group>
          {entry.ProductImages.length > 0 ? (
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" aria-label="Imagens do produto">
              {entry.ProductImages.map((img, i) => (
                <a key={img.Id} href={img.StoredFile.FullUrl} target="_blank" rel="noreferrer">
                  <Image src={img.StoredFile.FullUrl} alt={`Imagem ${i + 1} de ${p.Name}`} h={110} fit="cover" radius="sm" />
                </a>
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              Produto sem imagens.
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Field label="Vendedor">
              {entry.Seller.Name} ({entry.Seller.Username})
            </Field>
            <Field label="Tipo">{productTypeLabels[p.Type] ?? p.TypeFormatted}</Field>
            <Field label="Status">{productStatusInfo[p.Status]?.label ?? p.StatusFormatted}</Field>
            <Field label="Preço de Mercado">{formatBRL(p.Price)}</Field>
            <Field label="Desconto">{formatBRL(p.DealerDiscount)}</Field>
            <Field label="Preço para o sócio">{formatBRL(p.DealerPrice)}</Field>
            <Field label="Percentual de Distribuição">{formatPercent(p.OfficePercentage)}</Field>
            <Field label="Peso">{`${p.Weight} g`}</Field>
            <Field label="Dimensões (C × L × A)">{`${p.Length} × ${p.Width} × ${p.Height} cm`}</Field>
            {p.NCM && <Field label="NCM">{p.NCM}</Field>}
            {p.Code && <Field label="Código">{p.Code}</Field>}
            <Field label="Criado em">{formatDateTime(p.Created)}</Field>
          </SimpleGrid>
          <Field label="Descrição">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p.Description}
            </Text>
          </Field>
          {p.NeedsChangeMessage && (
            <Field label="Alterações solicitadas">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {p.NeedsChangeMessage}
              </Text>
            </Field>
          )}
          <AuditTimeline target={`product:${p.Id}`} />
          <ProductAnswerModal<RefuseProductRequest>
            opened={asking === 'refuse'}
            title={`Recusar produto #${p.Id}`}
            explanation={`${p.Name} passa a Recusado e não aparece na loja.`}
            field="Reason"
            label="Motivo"
            required={false}
            maxLength={1000}
            resolver={zodResolver(RefuseProductRequest)}
            empty={{ Reason: '' }}
            submitLabel="Recusar"
            color="red"
            pending={refuse.isPending}
            onSubmit={(body, done) =>
              refuse.mutate(
                { id: p.Id, body },
                {
                  onSuccess: (res) => {
                    answered(res, messages.productRefused);
                    done();
                  },
                },
              )
            }
            onClose={() => setAsking(null)}
          />
          <ProductAnswerModal<RequestProductChangesRequest>
            opened={asking === 'changes'}
            title={`Solicitar alteração no produto #${p.Id}`}
            explanation="O vendedor lê esta mensagem na edição do produto; ao salvar a edição, o produto volta a Pendente."
            field="NeedsChangeMessage"
            label="Mensagem para o vendedor"
            required
            maxLength={1000}
            resolver={zodResolver(RequestProductChangesRequest)}
            empty={{ NeedsChangeMessage: '' }}
            submitLabel="Solicitar alteração"
            color="orange"
            pending={requestChanges.isPending}
            onSubmit={(body, done) =>
              requestChanges.mutate(
                { id: p.Id, body },
                {
                  onSuccess: (res) => {
                    answered(res, messages.productChangesRequested);
                    done();
                  },
                },
              )
            }
            onClose={() => setAsking(null)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
