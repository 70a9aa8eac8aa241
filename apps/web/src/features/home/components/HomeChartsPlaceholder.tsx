import { SimpleGrid } from '@mantine/core';
import { hasPermission, Permission } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { HOME_CHART_HEIGHT, homeChartTexts } from '../lib/chartTexts';

/** The home charts' frames while their chunk (Recharts) loads: same titles and heights, so nothing moves when it arrives. */
export function HomeChartsPlaceholder() {
  const withRank = hasPermission(useAuthData()?.RolesIds, Permission.REDE);
  return (
    <SimpleGrid cols={{ base: 1, md: withRank ? 3 : 2 }} spacing="md">
      <ChartFrame title={homeChartTexts.earnings} height={HOME_CHART_HEIGHT} />
      <ChartFrame title={homeChartTexts.network} height={HOME_CHART_HEIGHT} />
      {withRank && <ChartFrame title={homeChartTexts.rank} height={HOME_CHART_HEIGHT} />}
    </SimpleGrid>
  );
}
