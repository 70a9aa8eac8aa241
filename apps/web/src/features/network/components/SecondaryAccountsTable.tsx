import { Badge, Group, Table } from '@mantine/core';
import type { SecondaryAccount } from '@clube/contract/network';
import { formatDateShort } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

/** Spec: full name, user, email, registration date (dd/MM/yy), status in its own colour. */
export function SecondaryAccountsTable({ accounts }: { accounts: SecondaryAccount[] }) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome Completo</Table.Th>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Data de Cadastro</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.Id}>
              <Table.Td>{a.Name}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {a.Username}
                  {a.IsPrimary && (
                    <Badge size="xs" variant="outline">
                      Principal
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{a.Email}</Table.Td>
              <Table.Td>{formatDateShort(a.Created)}</Table.Td>
              <Table.Td>
                <StatusBadge label={a.StatusFormatted} color={a.StatusColor} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
