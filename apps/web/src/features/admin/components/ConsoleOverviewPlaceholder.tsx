import { SimpleGrid } from '@mantine/core';
import { useAuthData } from '../../../lib/auth-storage';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { OVERVIEW_CHART_HEIGHT as H, overviewSections, overviewTexts as T } from '../lib/overviewSections';

/** The overview's frames while its chunk (Recharts) loads: same grid, titles and heights. */
export function ConsoleOverviewPlaceholder() {
  const sections = overviewSections(useAuthData()?.RolesIds);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {sections.members && <ChartFrame title={T.byStatus} height={H} />}
      {sections.members && <ChartFrame title={T.newMembers} height={H} />}
      {sections.money && <ChartFrame title={T.money} height={H} />}
      {sections.money && <ChartFrame title={T.withdrawals} height={H} />}
      {sections.jobs && <ChartFrame title={T.jobs} height={H} />}
      {sections.compliance && <ChartFrame title={T.compliance} height={H} />}
    </SimpleGrid>
  );
}
