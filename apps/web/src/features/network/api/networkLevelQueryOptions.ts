import { queryOptions } from '@tanstack/react-query';
import { NETWORK_PAGE_SIZE, getAllNetworkUsers } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** One page of the signed-in member's network at `level` (1 = direct partners). */
export const networkLevelQueryOptions = (level: number, page: number) =>
  queryOptions({
    queryKey: networkKeys.level(level, page),
    queryFn: async () => {
      const res = await call(getAllNetworkUsers, { query: { Level: String(level), Page: String(page), RowsPerPage: String(NETWORK_PAGE_SIZE) } });
      return { users: res.Data.Users, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.network,
  });
