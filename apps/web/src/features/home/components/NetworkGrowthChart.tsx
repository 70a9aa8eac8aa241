import { BarChart } from '@mantine/charts';
import type { DashboardCharts } from '@clube/contract/home';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { monthLabel } from '../../../ui/charts/chartLabels';
import { chartDefaults } from '../../../ui/charts/chartTheme';
import { HOME_CHART_HEIGHT, homeChartTexts } from '../lib/chartTexts';

const SERIES = 'Novos sócios';

/** How many members joined the member's downline in each of the last 12 months (docs/charts.md#home). */
export function NetworkGrowthChart({ charts, failed }: { charts: DashboardCharts | undefined; failed: boolean }) {
  const title = homeChartTexts.network;
  if (!charts)
    return (
      <ChartFrame title={title} height={HOME_CHART_HEIGHT} table={failed ? { headers: [], rows: [] } : undefined} emptyText={homeChartTexts.unavailable} />
    );
  const total = charts.NewMembers.reduce((s, m) => s + m.Count, 0);
  const rows = charts.NewMembers.map((m) => ({ month: monthLabel(m.Month), [SERIES]: m.Count }));
  return (
    <ChartFrame
      title={title}
      summary={`${total.toLocaleString('pt-BR')} ${total === 1 ? 'novo sócio' : 'novos sócios'} em 12 meses`}
      height={HOME_CHART_HEIGHT}
      emptyText={total === 0 ? homeChartTexts.networkEmpty : undefined}
      table={{ headers: ['Mês', SERIES], rows: rows.map((r) => [r.month, String(r[SERIES])]) }}
    >
      <BarChart
        {...chartDefaults}
        h={HOME_CHART_HEIGHT}
        data={rows}
        dataKey="month"
        series={[{ name: SERIES, color: 'teal.8' }]}
        yAxisProps={{ allowDecimals: false, width: 40 }}
        gridAxis="y"
      />
    </ChartFrame>
  );
}
