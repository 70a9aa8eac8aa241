import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { AuthUserData } from '@clube/contract/accounts';
import { applyMask, masks } from '../../../lib/masks';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { newestAddressesFirst } from '../lib/newestAddressesFirst';

type UserAddress = AuthUserData['Adresses'][number];

const columns: DataTableColumn<UserAddress>[] = [
  { header: 'Nome', cell: ({ Address }) => Address.Name || '-' },
  { header: 'CEP', cell: ({ Address }) => applyMask(masks.zip, Address.ZipCode) },
  { header: 'Cidade', cell: ({ Address }) => Address.City },
  { header: 'Estado', cell: ({ Address }) => Address.State },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: ({ AddressId, Address }) => (
      <Anchor component={Link} to={`/my-profile/adresses/edit?id=${AddressId}`} aria-label={`Editar ${Address.Name || Address.Street}`}>
        Editar
      </Anchor>
    ),
  },
];

/** The 'Endereços' tab: name, zip code, city and state, each with its edit link; the newest first. */
export function AddressesList({ addresses }: { addresses: AuthUserData['Adresses'] }) {
  return <DataTable columns={columns} rows={newestAddressesFirst(addresses)} rowKey={(a) => a.AddressId} minWidth={480} framed={false} />;
}
