import { queryOptions } from '@tanstack/react-query';
import { getAllEarningsDetailsAddress, type getAllEarningsDetails } from '@clube/contract/current-account';
import { call } from '../../../lib/api';
import { currentAccountKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** Ganho do Dia (DailyGains) and Ganho Total (TotalGains), in reais. */
export const earningsDetailsQueryOptions = () =>
  queryOptions({
    queryKey: currentAccountKeys.earningsDetails,
    queryFn: async () => (await call<typeof getAllEarningsDetails>(getAllEarningsDetailsAddress)).Data,
    staleTime: staleTimes.earningsCharts,
  });
