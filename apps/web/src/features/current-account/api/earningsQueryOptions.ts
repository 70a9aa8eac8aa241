import { queryOptions } from '@tanstack/react-query';
import { getAllEarnings, type GetAllEarningsRequest } from '@clube/contract/current-account';
import { call } from '../../../lib/api';
import { currentAccountKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** One page of the member's current-account entries and his Ganho Total (5 minutes). */
export const earningsQueryOptions = (request: GetAllEarningsRequest) =>
  queryOptions({
    queryKey: currentAccountKeys.earnings(request),
    queryFn: async () => {
      const res = await call(getAllEarnings, { body: request });
      return { ...res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.earnings,
  });
