import { BarChart } from '@mantine/charts';
import type { UserRankDetail } from '@clube/contract/career-plan';
import { formatBRL } from '../../../lib/format';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { chartDefaults } from '../../../ui/charts/chartTheme';
import { rankProgress } from '../lib/chartData';
import { HOME_CHART_HEIGHT, homeChartTexts } from '../lib/chartTexts';

const SERIES = 'Atingido';
// The requirement's key, written here rather than imported: the contract's value would bring zod (docs/performance.md "Web").
const money = (key: string, n: number) => (key === 'GroupVolume' ? formatBRL(n) : n.toLocaleString('pt-BR'));

/** The career plan's next rank: how much of each requirement the member meets, from the career plan's own read (docs/charts.md#home). */
export function RankProgressChart({ ranks, failed }: { ranks: UserRankDetail[] | undefined; failed: boolean }) {
  const title = homeChartTexts.rank;
  if (!ranks)
    return (
      <ChartFrame title={title} height={HOME_CHART_HEIGHT} table={failed ? { headers: [], rows: [] } : undefined} emptyText={homeChartTexts.unavailable} />
    );
  const { current, next, requirements, overall } = rankProgress(ranks);
  const now = `Atual: ${current?.RankName ?? 'nenhum'}`;
  if (!next)
    return (
      <ChartFrame
        title={title}
        summary={now}
        height={HOME_CHART_HEIGHT}
        table={{ headers: [], rows: [] }}
        emptyText={ranks.length === 0 ? homeChartTexts.rankNoRanks : homeChartTexts.rankAllAchieved}
      />
    );
  const rows = requirements.map((r) => ({ requirement: r.Name, [SERIES]: r.percent }));
  return (
    <ChartFrame
      title={title}
      summary={`${now} · Próximo: ${next.RankName} (${overall}%)`}
      height={HOME_CHART_HEIGHT}
      table={{
        headers: ['Requisito', 'Você tem', 'O rank pede', 'Atingido'],
        rows: requirements.map((r) => [r.Name, money(r.Key, r.Have), money(r.Key, r.Need), `${r.percent}%`]),
      }}
    >
      <BarChart
        {...chartDefaults}
        h={HOME_CHART_HEIGHT}
        data={rows}
        dataKey="requirement"
        orientation="vertical"
        series={[{ name: SERIES, color: 'indigo.7' }]}
        xAxisProps={{ domain: [0, 100] }}
        yAxisProps={{ width: 110 }}
        valueFormatter={(v) => `${v}%`}
        gridAxis="x"
      />
    </ChartFrame>
  );
}
