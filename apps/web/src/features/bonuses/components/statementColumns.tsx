import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { messages } from '@clube/contract';
import { CommissionLineStatus, type BonusStatementLine } from '@clube/contract/bonuses';
import { formatBRL, formatDate, formatPercent, isoToBrDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';

/** A line paid by the demonstration gateway: recorded, never money (docs/bonuses.md#bonus-statement). */
function SimulatedBadge() {
  return (
    <Tooltip label={messages.bonusStatementSimulatedHint} withArrow>
      <Badge color="gray" variant="outline" title={messages.bonusStatementSimulatedHint}>
        Simulado
      </Badge>
    </Tooltip>
  );
}

const simulated = (l: BonusStatementLine) => l.Status === CommissionLineStatus.Simulado;

/**
 * A held line waits out the buyer's right of withdrawal (docs/bonuses.md#held-commissions): when
 * it is released, or that its order has not been delivered yet.
 */
function HeldUntil({ line }: { line: BonusStatementLine }) {
  return (
    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {line.ReleasesOn ? messages.heldReleasesOn(isoToBrDate(line.ReleasesOn)) : messages.heldAwaitingDelivery}
    </Text>
  );
}

/** Data, Origem, Fatura, Nível, Percentual, Base, Valor, Categoria, Situação (pt-BR: dd/MM/yyyy, BRL). */
export const statementColumns: DataTableColumn<BonusStatementLine>[] = [
  { header: 'Data', nowrap: true, cell: (l) => formatDate(l.Created) },
  {
    header: 'Origem',
    cell: (l) => (
      <>
        {l.SourceUser.Name}{' '}
        <Text span size="sm" c="dimmed">
          @{l.SourceUser.Username}
        </Text>
      </>
    ),
  },
  { header: 'Fatura', cell: (l) => l.InvoiceTypeFormatted },
  {
    header: 'Nível',
    cell: (l) =>
      // Under compression the percentage of another level was paid: say which.
      l.PaidLevel === l.TreeLevel ? (
        l.TreeLevel
      ) : (
        <>
          {l.TreeLevel}{' '}
          <Text span size="xs" c="dimmed">
            (pago como nível {l.PaidLevel})
          </Text>
        </>
      ),
  },
  { header: 'Percentual', align: 'right', nowrap: true, cell: (l) => formatPercent(l.Percentage) },
  { header: 'Base', align: 'right', nowrap: true, cell: (l) => formatBRL(l.Base) },
  {
    header: 'Valor',
    align: 'right',
    cell: (l) => (
      <Text span size="sm" fw={600} c={l.Amount < 0 ? 'red' : simulated(l) || l.Held ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatBRL(l.Amount)}
      </Text>
    ),
  },
  { header: 'Categoria', cell: (l) => l.CategoryFormatted },
  {
    header: 'Situação',
    cell: (l) =>
      // A simulated line clawed back reads 'Estornado' and keeps its 'Simulado' mark.
      l.StatusFormatted === 'Simulado' ? (
        <SimulatedBadge />
      ) : (
        <Group gap={4} wrap="nowrap">
          <StatusBadge label={l.StatusFormatted} color={l.StatusColor} />
          {simulated(l) && <SimulatedBadge />}
          {l.Held && <HeldUntil line={l} />}
        </Group>
      ),
  },
];
