import { queryOptions } from '@tanstack/react-query';
import { getBalanceHistory } from '@clube/contract/current-account';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { currentAccountKeys } from './queryKeys';

/** The current account's closing balance of each of the last 90 days (docs/charts.md#current-account). */
export const balanceHistoryQueryOptions = () =>
  queryOptions({
    queryKey: currentAccountKeys.balanceHistory,
    queryFn: async () => (await call(getBalanceHistory)).Data,
    staleTime: staleTimes.charts,
  });
