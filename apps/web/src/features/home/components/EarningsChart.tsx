import { BarChart } from '@mantine/charts';
import { earningCategoryLabels } from '@clube/contract';
import type { DashboardCharts } from '@clube/contract/home';
import { formatBRL } from '../../../lib/format';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { dayLabel, fullDayLabel, moneyTick } from '../../../ui/charts/chartLabels';
import { categoryColors, chartDefaults } from '../../../ui/charts/chartTheme';
import { earningsByDay } from '../lib/chartData';
import { HOME_CHART_HEIGHT, homeChartTexts } from '../lib/chartTexts';

/** The member's gains of the last 30 days, stacked by earning category (docs/charts.md#home). */
export function EarningsChart({ charts, failed }: { charts: DashboardCharts | undefined; failed: boolean }) {
  const title = homeChartTexts.earnings;
  if (!charts)
    return (
      <ChartFrame title={title} height={HOME_CHART_HEIGHT} table={failed ? { headers: [], rows: [] } : undefined} emptyText={homeChartTexts.unavailable} />
    );
  const { categories, rows, total } = earningsByDay(charts);
  const labels = categories.map((c) => earningCategoryLabels[c] ?? String(c));
  const withGains = rows.filter((r) => labels.some((l) => r[l] !== 0));
  return (
    <ChartFrame
      title={title}
      summary={`Total no período: ${formatBRL(total)}`}
      height={HOME_CHART_HEIGHT}
      emptyText={withGains.length === 0 ? homeChartTexts.earningsEmpty : undefined}
      table={{
        headers: ['Dia', ...labels],
        rows: withGains.map((r) => [fullDayLabel(String(r.day)), ...labels.map((l) => formatBRL(Number(r[l])))]),
      }}
    >
      <BarChart
        {...chartDefaults}
        h={HOME_CHART_HEIGHT}
        data={rows}
        dataKey="day"
        type="stacked"
        series={categories.map((c, i) => ({ name: labels[i]!, color: categoryColors[c] ?? 'gray.7' }))}
        withLegend={categories.length > 1}
        // No fixed height: Recharts measures the legend (up to 8 categories wrap on a phone) and shrinks the bars.
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisProps={{ tickFormatter: (d: string) => dayLabel(d) }}
        valueFormatter={(v) => formatBRL(v)}
        yAxisProps={{ width: 72, tickFormatter: moneyTick }}
        gridAxis="y"
      />
    </ChartFrame>
  );
}
