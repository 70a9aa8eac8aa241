import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DeliveryType, type DeliveryService, type OrderPreview } from '@clube/contract/orders';
import { formatBRL } from '../../../lib/format';
import type { UserAddress } from '../lib/cart';

const addressLabel = ({ Address: a }: UserAddress) => `${a.Name ? `${a.Name} - ` : ''}${a.Street}, ${a.Number} - ${a.City}/${a.State}`;

const serviceLabel = (s: DeliveryService) => `${s.Title} - ${formatBRL(s.Value)}${s.Days ? ` (${s.Days} ${s.Days === 1 ? 'dia útil' : 'dias úteis'})` : ''}`;

/** Services with no carrier: the buyer settles them with the seller. */
const NEEDS_CONTACT: readonly number[] = [DeliveryType.PickUp, DeliveryType.Services, DeliveryType.ToBeCombined];

export interface CartDeliveryProps {
  addresses: readonly UserAddress[];
  addressId: number | null;
  onAddress: (id: number) => void;
  preview: OrderPreview | undefined;
  /** The services last offered: they stay choosable when a preview fails (say, a service the new address lacks). */
  services: readonly DeliveryService[] | undefined;
  deliveryType: number | null;
  onDeliveryType: (type: number) => void;
}

/** The delivery address (one of the buyer's, or a link to add one) and the delivery service of the preview. */
export function CartDelivery({ addresses, addressId, onAddress, preview, services, deliveryType, onDeliveryType }: CartDeliveryProps) {
  const selected = deliveryType ?? preview?.SelectedDeliveryServiceId ?? null;
  const offered = services && services.length > 0 ? services : undefined;
  return (
    <Stack gap="xs">
      {addresses.length === 0 ? (
        <Text size="sm">
          Nenhum endereço cadastrado.{' '}
          <Anchor component={Link} to="/my-profile/adresses/new">
            Cadastrar endereço
          </Anchor>
        </Text>
      ) : (
        <>
          <NativeSelect
            label="Endereço de entrega"
            data={addresses.map((a) => ({ value: String(a.AddressId), label: addressLabel(a) }))}
            value={addressId === null ? '' : String(addressId)}
            onChange={(e) => onAddress(Number(e.currentTarget.value))}
          />
          <Anchor component={Link} to="/my-profile/adresses/new" size="xs">
            Adicionar outro endereço
          </Anchor>
        </>
      )}
      <NativeSelect
        label="Serviço de entrega"
        disabled={!offered}
        data={
          offered
            ? [
                ...(selected === null || !offered.some((s) => s.Id === selected) ? [{ value: '', label: 'Selecione' }] : []),
                ...offered.map((s) => ({ value: String(s.Id), label: serviceLabel(s) })),
              ]
            : [{ value: '', label: 'Selecione o endereço e os produtos' }]
        }
        value={offered && selected !== null && offered.some((s) => s.Id === selected) ? String(selected) : ''}
        onChange={(e) => e.currentTarget.value !== '' && onDeliveryType(Number(e.currentTarget.value))}
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
