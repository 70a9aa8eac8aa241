import { Button, Group } from '@mantine/core';
import { messages } from '@clube/contract';
import { WithdrawalStatus, type Withdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ReceiptButton } from '../../receipts';

/** Id, request date, value, fee, coloured status; each has its receipt, a cancelled one its cancel reason too. */
export const withdrawalColumns = (onShowReason: (w: Withdrawal) => void): DataTableColumn<Withdrawal>[] => [
  { header: 'ID', cell: (w) => w.Id },
  { header: 'Data da Solicitação', cell: (w) => formatDate(w.Created) },
  { header: 'Valor do Saque', align: 'right', nowrap: true, cell: (w) => formatBRL(w.Value) },
  { header: 'Taxa', align: 'right', nowrap: true, cell: (w) => formatBRL(w.Tax) },
  { header: 'Status', cell: (w) => <StatusBadge label={w.StatusFormatted} color={w.StatusColor} /> },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (w) => (
      <Group gap={6} wrap="nowrap">
        <ReceiptButton kind="withdrawal" id={w.Id} />
        {w.Status === WithdrawalStatus.Cancelado && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => onShowReason(w)} aria-label={`${messages.cancelReason} do saque ${w.Id}`}>
            {messages.cancelReason}
          </Button>
        )}
      </Group>
    ),
  },
];
