import { Table } from '@mantine/core';
import type { IndicationUser } from '@clube/contract/network';
import { formatDateShort } from '../../../lib/format';

/** Spec: name, phone, email, registration date. */
export function StoreClientsTable({ clients }: { clients: IndicationUser[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Telefone</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Data de Cadastro</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((c) => (
            <Table.Tr key={c.Id}>
              <Table.Td>{c.Name}</Table.Td>
              <Table.Td>{c.PhoneOne ?? ''}</Table.Td>
              <Table.Td>{c.Email}</Table.Td>
              <Table.Td>{formatDateShort(c.Created)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
