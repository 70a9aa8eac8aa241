import { queryOptions } from '@tanstack/react-query';
import { getDashboardChartsAddress, type getDashboardCharts } from '@clube/contract/home';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { homeKeys } from './queryKeys';

/** The home's charts: gains of the last 30 days by category and the downline's new members per month (docs/charts.md#home). */
export const dashboardChartsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.charts,
    queryFn: async () => (await call<typeof getDashboardCharts>(getDashboardChartsAddress)).Data,
    staleTime: staleTimes.charts,
  });
