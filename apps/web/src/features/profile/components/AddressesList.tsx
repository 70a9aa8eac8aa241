import { Anchor, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { AuthUserData } from '@clube/contract/accounts';
import { applyMask, masks } from '../../../lib/masks';
import { EmptyState } from '../../../ui/EmptyState';
import { ResultCount } from '../../../ui/ResultCount';

/** The 'Endereços' tab: name, zip code, city and state, each with its edit link. */
export function AddressesList({ addresses }: { addresses: AuthUserData['Adresses'] }) {
  if (addresses.length === 0) return <EmptyState />;
  return (
    <Stack gap="xs">
      <ResultCount count={addresses.length} />
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>CEP</Table.Th>
              <Table.Th>Cidade</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th aria-label="Ações" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {addresses.map(({ AddressId, Address }) => (
              <Table.Tr key={AddressId}>
                <Table.Td>{Address.Name || '-'}</Table.Td>
                <Table.Td>{applyMask(masks.zip, Address.ZipCode)}</Table.Td>
                <Table.Td>{Address.City}</Table.Td>
                <Table.Td>{Address.State}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/my-profile/adresses/edit?id=${AddressId}`} aria-label={`Editar ${Address.Name || Address.Street}`}>
                    Editar
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
