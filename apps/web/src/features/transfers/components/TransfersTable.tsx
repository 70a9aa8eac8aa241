import { Badge, Group, Table, Text } from '@mantine/core';
import type { Transfer } from '@clube/contract/transfers';
import { formatBRL, formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

/**
 * Beneficiary, issue date, value and status. Received transfers are listed too: the row names who
 * sent it ('Recebida de ...') and the value shows in green with a plus sign.
 */
export function TransfersTable({ transfers }: { transfers: Transfer[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Beneficiário</Table.Th>
            <Table.Th>Data de Emissão</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((t) => {
            const received = t.Direction === 'Received';
            return (
              <Table.Tr key={t.Id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{received ? `Recebida de ${t.FromUser.Name}` : t.ToUser.Name}</Text>
                    <Badge size="xs" variant="outline" color={received ? 'green' : 'gray'}>
                      {received ? 'Recebida' : 'Enviada'}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    @{received ? t.FromUser.Username : t.ToUser.Username}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(t.Created)}</Table.Td>
                <Table.Td ta="right">
                  <Text span size="sm" fw={600} c={received ? 'green' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {received ? `+ ${formatBRL(t.Value)}` : formatBRL(t.Value)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge label={t.StatusFormatted} color={t.StatusColor} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
