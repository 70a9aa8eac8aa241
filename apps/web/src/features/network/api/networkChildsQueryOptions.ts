import { queryOptions } from '@tanstack/react-query';
import { NETWORK_PAGE_SIZE, getNetworkChilds } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** One page of a member's direct partners: the tree's "Carregar mais". */
export const networkChildsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: networkKeys.childs(userId, page),
    queryFn: async () => {
      const res = await call(getNetworkChilds, { body: { UserId: userId, PaginationSettings: { Page: page, RowsPerPage: NETWORK_PAGE_SIZE } } });
      return { childs: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.network,
  });
