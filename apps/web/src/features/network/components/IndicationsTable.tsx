import { Table } from '@mantine/core';
import type { IndicationUser } from '@clube/contract/network';
import { formatDateShort } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

/** Spec: name, username, email, registration date (dd/MM/yy), status coloured. */
export function IndicationsTable({ users }: { users: IndicationUser[] }) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Data de Cadastro</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.Id}>
              <Table.Td>{u.Name}</Table.Td>
              <Table.Td>{u.Username}</Table.Td>
              <Table.Td>{u.Email}</Table.Td>
              <Table.Td>{formatDateShort(u.Created)}</Table.Td>
              <Table.Td>
                <StatusBadge label={u.StatusFormatted} color={u.StatusColor} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
