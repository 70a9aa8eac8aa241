import { AreaChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { formatBRL } from '../../../lib/format';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { dayLabel, fullDayLabel, moneyTick } from '../../../ui/charts/chartLabels';
import { chartDefaults } from '../../../ui/charts/chartTheme';
import { balanceHistoryQueryOptions } from '../api/balanceHistoryQueryOptions';
import { BALANCE_CHART_HEIGHT, balanceChartTexts } from '../lib/balanceChartTexts';

const SERIES = 'Saldo';

/**
 * The current account's balance at the end of each of the last 90 days, loaded lazily with
 * Recharts by the current account page (docs/charts.md#current-account). The table alternative
 * lists the days the balance changed.
 */
export default function BalanceChart() {
  const history = useQuery(balanceHistoryQueryOptions());
  const title = balanceChartTexts.title;
  if (!history.data)
    return (
      <ChartFrame
        title={title}
        height={BALANCE_CHART_HEIGHT}
        table={history.isError ? { headers: [], rows: [] } : undefined}
        emptyText={balanceChartTexts.unavailable}
      />
    );
  const days = history.data.Days;
  const changed = days.filter((d, i) => i === 0 || d.Balance !== days[i - 1]!.Balance);
  const last = days.at(-1);
  const flatZero = days.every((d) => d.Balance === 0);
  return (
    <ChartFrame
      title={title}
      summary={last && `Saldo em ${fullDayLabel(last.Day)}: ${formatBRL(last.Balance)}`}
      height={BALANCE_CHART_HEIGHT}
      emptyText={flatZero ? balanceChartTexts.empty : undefined}
      table={{ headers: ['Dia', SERIES], rows: changed.map((d) => [fullDayLabel(d.Day), formatBRL(d.Balance)]) }}
    >
      <AreaChart
        {...chartDefaults}
        h={BALANCE_CHART_HEIGHT}
        data={days.map((d) => ({ day: d.Day, [SERIES]: d.Balance }))}
        dataKey="day"
        series={[{ name: SERIES, color: 'indigo.7' }]}
        curveType="stepAfter"
        withDots={false}
        xAxisProps={{ tickFormatter: (d: string) => dayLabel(d), minTickGap: 24 }}
        yAxisProps={{ width: 72, tickFormatter: moneyTick }}
        valueFormatter={(v) => formatBRL(v)}
        gridAxis="y"
      />
    </ChartFrame>
  );
}
