import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, Permission } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { userRanksDetailsQueryOptions } from '../../career-plan';
import { dashboardChartsQueryOptions } from '../api/dashboardChartsQueryOptions';
import { EarningsChart } from './EarningsChart';
import { NetworkGrowthChart } from './NetworkGrowthChart';
import { RankProgressChart } from './RankProgressChart';

/**
 * The home's three charts (docs/charts.md#home), loaded lazily by the home page with Recharts, so
 * that no other screen downloads them. The grid matches HomeChartsPlaceholder's.
 */
export default function HomeCharts() {
  const auth = useAuthData();
  // The career plan's read needs REDE: without it the rank chart is neither drawn nor asked.
  const withRank = hasPermission(auth?.RolesIds, Permission.REDE);
  const charts = useQuery(dashboardChartsQueryOptions());
  const ranks = useQuery({ ...userRanksDetailsQueryOptions(), enabled: withRank });
  return (
    <SimpleGrid cols={{ base: 1, md: withRank ? 3 : 2 }} spacing="md">
      <EarningsChart charts={charts.data} failed={charts.isError} />
      <NetworkGrowthChart charts={charts.data} failed={charts.isError} />
      {withRank && <RankProgressChart ranks={ranks.data} failed={ranks.isError} />}
    </SimpleGrid>
  );
}
