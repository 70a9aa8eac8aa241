import { queryOptions } from '@tanstack/react-query';
import { getAdminOverview } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { adminKeys } from './queryKeys';

/** The console's first page: members, money and today's jobs, the sections of the staff role (docs/charts.md#console). */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: async () => (await call(getAdminOverview)).Data,
    staleTime: staleTimes.consoleOverview,
  });
