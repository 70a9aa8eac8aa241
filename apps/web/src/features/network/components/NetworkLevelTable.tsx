import { Table } from '@mantine/core';
import type { NetworkUser } from '@clube/contract/network';
import { StatusBadge } from '../../../ui/StatusBadge';
import { RankName } from './RankName';

/** Spec: name, username, rank in its colour, phone, email, total of partners, status coloured. */
export function NetworkLevelTable({ users }: { users: NetworkUser[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Telefone</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Total de Parceiros</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.Id}>
              <Table.Td>{u.Name}</Table.Td>
              <Table.Td>{u.Username}</Table.Td>
              <Table.Td>
                <RankName rank={u.CareerPlanRank} />
              </Table.Td>
              <Table.Td>{u.Phone ?? ''}</Table.Td>
              <Table.Td>{u.Email}</Table.Td>
              <Table.Td>{u.DirectUsersCount}</Table.Td>
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
