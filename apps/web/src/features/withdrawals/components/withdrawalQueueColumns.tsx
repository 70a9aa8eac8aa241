import { Button, Group } from '@mantine/core';
import { WithdrawalStatus, type AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { NameUsernameCell, type RowSelection, selectionColumn } from '../../admin';
import { bankText } from '../lib/bankText';

export interface QueueRowActions {
  selection: RowSelection<AdminWithdrawal>;
  details: (w: AdminWithdrawal) => void;
  pay: (w: AdminWithdrawal) => void;
  cancel: (w: AdminWithdrawal) => void;
}

/** A row that 'Pagar' and 'Cancelar' (and the selection for a bulk 'Pagar') still apply to. */
export const isPending = (w: AdminWithdrawal) => w.Status === WithdrawalStatus.Pendente;

/** The queue's columns: selection (Pendente rows), the request, the member, the bank, and the row's actions. */
export const withdrawalQueueColumns = (a: QueueRowActions): DataTableColumn<AdminWithdrawal>[] => [
  selectionColumn(a.selection, (w) => `Selecionar saque ${w.Id}`),
  { header: 'ID', cell: (w) => w.Id },
  { header: 'Sócio', cell: (w) => <NameUsernameCell name={w.User.Name} username={w.User.Username} /> },
  { header: 'Data da Solicitação', nowrap: true, cell: (w) => formatDateTime(w.Created) },
  { header: 'Valor do Saque', align: 'right', nowrap: true, cell: (w) => formatBRL(w.Value) },
  { header: 'Taxa', align: 'right', nowrap: true, cell: (w) => formatBRL(w.Tax) },
  { header: 'Banco', cell: (w) => bankText(w.BankAccount) },
  { header: 'Status', nowrap: true, cell: (w) => <StatusBadge label={w.StatusFormatted} color={w.StatusColor} /> },
  { header: 'Processado em', nowrap: true, cell: (w) => formatDateTime(w.ProcessedOn) },
  {
    header: '',
    ariaLabel: 'Ações',
    nowrap: true,
    cell: (w) => (
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-xs" variant="default" onClick={() => a.details(w)} aria-label={`Detalhes do saque ${w.Id}`}>
          Detalhes
        </Button>
        {isPending(w) && (
          <>
            <Button size="compact-xs" color="green" onClick={() => a.pay(w)} aria-label={`Pagar saque ${w.Id}`}>
              Pagar
            </Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => a.cancel(w)} aria-label={`Cancelar saque ${w.Id}`}>
              Cancelar
            </Button>
          </>
        )}
      </Group>
    ),
  },
];
