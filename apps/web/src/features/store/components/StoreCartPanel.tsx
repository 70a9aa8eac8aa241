import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Divider, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuthUserData } from '@clube/contract/accounts';
import { DeliveryType, type OrderPreview } from '@clube/contract/orders';
import { formatBRL } from '../../../lib/format';
import { lineTotal, type StoreCartLine, type StoreCartTotals } from '../lib/storeCart';

type UserAddress = AuthUserData['Adresses'][number];

const addressLabel = ({ Address: a }: UserAddress) => `${a.Name ? `${a.Name} - ` : ''}${a.Street}, ${a.Number} - ${a.City}/${a.State}`;
const serviceLabel = (s: OrderPreview['AvailableDeliveryServices'][number]) =>
  `${s.Title} - ${formatBRL(s.Value)}${s.Days ? ` (${s.Days} ${s.Days === 1 ? 'dia útil' : 'dias úteis'})` : ''}`;
/** Services with no carrier: the buyer settles them with the seller. */
const NEEDS_CONTACT: readonly number[] = [DeliveryType.PickUp, DeliveryType.Services, DeliveryType.ToBeCombined];

/** A signed-in store client's delivery: one of his addresses and a service of the preview. */
export interface StoreDelivery {
  addresses: readonly UserAddress[];
  addressId: number | null;
  onAddress: (id: number) => void;
  preview: OrderPreview | undefined;
  deliveryType: number | null;
  onDeliveryType: (type: number) => void;
}

function Delivery({ addresses, addressId, onAddress, preview, deliveryType, onDeliveryType }: StoreDelivery) {
  const selected = deliveryType ?? preview?.SelectedDeliveryServiceId ?? null;
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Endereço de entrega"
        data={addresses.map((a) => ({ value: String(a.AddressId), label: addressLabel(a) }))}
        value={addressId === null ? '' : String(addressId)}
        onChange={(e) => onAddress(Number(e.currentTarget.value))}
      />
      <Anchor component={Link} to="/my-profile/adresses/new" size="xs">
        Adicionar outro endereço
      </Anchor>
      <NativeSelect
        label="Serviço de entrega"
        disabled={!preview}
        data={preview ? preview.AvailableDeliveryServices.map((s) => ({ value: String(s.Id), label: serviceLabel(s) })) : [{ value: '', label: 'Selecione os produtos' }]}
        value={selected === null || !preview ? '' : String(selected)}
        onChange={(e) => onDeliveryType(Number(e.currentTarget.value))}
      />
      {preview && selected !== null && NEEDS_CONTACT.includes(selected) && (
        <Text size="xs" c="dimmed">
          Contato do vendedor: {preview.SellersContact.Name}
          {preview.SellersContact.PhoneOne ? ` - ${preview.SellersContact.PhoneOne}` : ''}
        </Text>
      )}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export interface StoreCartPanelProps {
  lines: readonly StoreCartLine[];
  onRemove: (index: number) => void;
  totals: StoreCartTotals;
  /** The signed-in client's delivery; a visitor chooses it after signing up. */
  delivery: StoreDelivery | null;
  /** Why this session cannot buy here (a member, another store's client). */
  notice: ReactNode;
  updating: boolean;
  canFinish: boolean;
  finishing: boolean;
  onFinish: () => void;
}

/** The cart beside the store: lines, delivery, subtotal, freight, total and 'Finalizar compra'. */
export function StoreCartPanel({ lines, onRemove, totals, delivery, notice, updating, canFinish, finishing, onFinish }: StoreCartPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Carrinho">
      <Stack gap="md">
        <Group gap="xs">
          <IconShoppingCart size={20} />
          <Title order={4}>Carrinho</Title>
          {updating && <Loader size="xs" aria-label="Atualizando carrinho" />}
        </Group>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            Seu carrinho está vazio.
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Itens do carrinho">
            {lines.map((l, i) => (
              <Group key={`${l.productId}:${l.featureIds.join(',')}`} justify="space-between" wrap="nowrap" gap="xs" role="listitem" aria-label={l.name}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {l.name}
                  </Text>
                  {l.optionLabel && (
                    <Text size="xs" c="dimmed" truncate>
                      {l.optionLabel}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Quantidade: {l.quantity}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatBRL(lineTotal(l))}
                  </Text>
                  <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i)} aria-label={`Remover ${l.name} do carrinho`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        {delivery ? (
          <Delivery {...delivery} />
        ) : (
          notice ?? (
            <Text size="xs" c="dimmed">
              O frete é calculado para o seu endereço ao finalizar a compra.
            </Text>
          )
        )}
        <Divider />
        <Stack gap={4}>
          <Row label="Subtotal" value={formatBRL(totals.items)} />
          <Row label="Frete" value={formatBRL(totals.freight)} />
          <Row label="Total" value={formatBRL(totals.total)} strong />
        </Stack>
        <Button fullWidth disabled={!canFinish} loading={finishing} onClick={onFinish}>
          Finalizar compra
        </Button>
      </Stack>
    </Paper>
  );
}
