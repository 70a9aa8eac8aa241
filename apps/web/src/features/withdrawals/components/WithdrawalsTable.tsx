import { Button, Table } from '@mantine/core';
import { messages } from '@clube/contract';
import { WithdrawalStatus, type Withdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

/** Id, request date, value, fee, coloured status; a cancelled one offers its cancel reason. */
export function WithdrawalsTable({ withdrawals, onShowReason }: { withdrawals: Withdrawal[]; onShowReason: (w: Withdrawal) => void }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Data da Solicitação</Table.Th>
            <Table.Th ta="right">Valor do Saque</Table.Th>
            <Table.Th ta="right">Taxa</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals.map((w) => (
            <Table.Tr key={w.Id}>
              <Table.Td>{w.Id}</Table.Td>
              <Table.Td>{formatDate(w.Created)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatBRL(w.Value)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatBRL(w.Tax)}
              </Table.Td>
              <Table.Td>
                <StatusBadge label={w.StatusFormatted} color={w.StatusColor} />
              </Table.Td>
              <Table.Td>
                {w.Status === WithdrawalStatus.Cancelado && (
                  <Button size="compact-xs" variant="light" color="red" onClick={() => onShowReason(w)} aria-label={`${messages.cancelReason} do saque ${w.Id}`}>
                    {messages.cancelReason}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
