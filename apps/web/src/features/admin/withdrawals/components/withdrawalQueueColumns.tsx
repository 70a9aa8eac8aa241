import { Button, Checkbox, Group, Text } from '@mantine/core';
import { WithdrawalStatus, type AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL, formatDateTime } from '../../../../lib/format';
import type { DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { bankText } from '../lib/bankText';

export interface QueueRowActions {
  isSelected: (w: AdminWithdrawal) => boolean;
  toggle: (w: AdminWithdrawal) => void;
  details: (w: AdminWithdrawal) => void;
  pay: (w: AdminWithdrawal) => void;
  cancel: (w: AdminWithdrawal) => void;
}

const isPending = (w: AdminWithdrawal) => w.Status === WithdrawalStatus.Pendente;

/** The queue's columns: selection (Pendente rows), the request, the member, the bank, and the row's actions. */
export const withdrawalQueueColumns = (a: QueueRowActions): DataTableColumn<AdminWithdrawal>[] => [
  {
    header: '',
    ariaLabel: 'Seleção',
    cell: (w) => isPending(w) && <Checkbox checked={a.isSelected(w)} onChange={() => a.toggle(w)} aria-label={`Selecionar saque ${w.Id}`} />,
  },
  { header: 'ID', cell: (w) => w.Id },
  {
    header: 'Sócio',
    cell: (w) => (
      <>
        <Text size="sm">{w.User.Name}</Text>
        <Text size="xs" c="dimmed">
          {w.User.Username}
        </Text>
      </>
    ),
  },
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
