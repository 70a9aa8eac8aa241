import { useState } from 'react';
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
import { formatBRL, formatDateTime, formatPercent } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { StatusBadge } from '../../../ui/StatusBadge';
import { AuditTimeline, DetailField } from '../../admin';
import { useAcceptProduct } from '../api/useAcceptProduct';
import { useRefuseProduct } from '../api/useRefuseProduct';
import { useRequestProductChanges } from '../api/useRequestProductChanges';
import { ProductAnswerModal } from './ProductAnswerModal';

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
  // A refusal's or change request's modal closes once the answer is in.
  const answeredThen = (done: () => void, fallback: string) => (res: { Message?: string | null; Data: AdminProductEntry }) => {
    answered(res, fallback);
    done();
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
            <DetailField label="Vendedor">
              {entry.Seller.Name} ({entry.Seller.Username})
            </DetailField>
            <DetailField label="Tipo">{productTypeLabels[p.Type] ?? p.TypeFormatted}</DetailField>
            <DetailField label="Status">{productStatusInfo[p.Status]?.label ?? p.StatusFormatted}</DetailField>
            <DetailField label="Preço de Mercado">{formatBRL(p.Price)}</DetailField>
            <DetailField label="Desconto">{formatBRL(p.DealerDiscount)}</DetailField>
            <DetailField label="Preço para o sócio">{formatBRL(p.DealerPrice)}</DetailField>
            <DetailField label="Percentual de Distribuição">{formatPercent(p.OfficePercentage)}</DetailField>
            <DetailField label="Peso">{`${p.Weight} g`}</DetailField>
            <DetailField label="Dimensões (C × L × A)">{`${p.Length} × ${p.Width} × ${p.Height} cm`}</DetailField>
            {p.NCM && <DetailField label="NCM">{p.NCM}</DetailField>}
            {p.Code && <DetailField label="Código">{p.Code}</DetailField>}
            <DetailField label="Criado em">{formatDateTime(p.Created)}</DetailField>
          </SimpleGrid>
          <DetailField label="Descrição">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p.Description}
            </Text>
          </DetailField>
          {p.NeedsChangeMessage && (
            <DetailField label="Alterações solicitadas">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {p.NeedsChangeMessage}
              </Text>
            </DetailField>
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
            onSubmit={(body, done) => refuse.mutate({ id: p.Id, body }, { onSuccess: answeredThen(done, messages.productRefused) })}
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
            onSubmit={(body, done) => requestChanges.mutate({ id: p.Id, body }, { onSuccess: answeredThen(done, messages.productChangesRequested) })}
            onClose={() => setAsking(null)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
