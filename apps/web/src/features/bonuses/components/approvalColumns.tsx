import { Badge, Button, Checkbox, Group, Text } from '@mantine/core';
import type { MoneyApproval } from '@clube/contract/bonuses';
import { formatBRL, formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';

/** What became of an approval: the posting, or why it was refused. */
export function approvalOutcome(a: MoneyApproval): string {
  if (a.Result) return `Lançada: ${a.Result.Count} crédito(s), ${formatBRL(a.Result.Total)} (transação #${a.Result.TransactionId})`;
  if (a.Reason) return `Motivo: ${a.Reason}`;
  return '';
}

export function approvalColumns(actions: {
  isSelected: (a: MoneyApproval) => boolean;
  toggle: (a: MoneyApproval) => void;
  details: (a: MoneyApproval) => void;
  approve: (a: MoneyApproval) => void;
  reject: (a: MoneyApproval) => void;
}): Array<DataTableColumn<MoneyApproval>> {
  return [
    {
      header: '',
      ariaLabel: 'Selecionar',
      cell: (a) => (
        <Checkbox aria-label={`Selecionar solicitação #${a.Id}`} checked={actions.isSelected(a)} disabled={!a.CanDecide} onChange={() => actions.toggle(a)} />
      ),
    },
    { header: '#', cell: (a) => a.Id },
    { header: 'Operação', cell: (a) => a.OperationFormatted },
    { header: 'Descrição', cell: (a) => a.Request.Description },
    { header: 'Total', align: 'right', nowrap: true, cell: (a) => formatBRL(a.Total) },
    { header: 'Pedida por', cell: (a) => `@${a.RequestedBy.Username}` },
    { header: 'Em', nowrap: true, cell: (a) => formatDateTime(a.RequestedOn) },
    { header: 'Situação', cell: (a) => <Badge color={a.StatusColor}>{a.StatusFormatted}</Badge> },
    {
      header: 'Resultado',
      cell: (a) => (
        <Text size="sm">
          {a.DecidedBy ? `@${a.DecidedBy.Username}` : ''} {approvalOutcome(a)}
        </Text>
      ),
    },
    {
      header: '',
      ariaLabel: 'Ações',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" aria-label={`Detalhes da solicitação ${a.Id}`} onClick={() => actions.details(a)}>
            Detalhes
          </Button>
          {a.CanDecide && (
            <>
              <Button size="xs" color="green" aria-label={`Aprovar solicitação ${a.Id}`} onClick={() => actions.approve(a)}>
                Aprovar
              </Button>
              <Button size="xs" color="red" variant="light" aria-label={`Recusar solicitação ${a.Id}`} onClick={() => actions.reject(a)}>
                Recusar
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];
}
