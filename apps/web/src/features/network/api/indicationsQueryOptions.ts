import { queryOptions } from '@tanstack/react-query';
import { UserType } from '@clube/contract';
import { NETWORK_PAGE_SIZE, getAllIndications, type NetworkListRequest } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

export type IndicationKind = typeof UserType.User | typeof UserType.UserStore;

export const indicationsRequest = (userType: IndicationKind, page: number, username?: string): NetworkListRequest => ({
  UserType: userType,
  PaginationSettings: { Page: page, RowsPerPage: NETWORK_PAGE_SIZE },
  ...(username ? { Filters: { Username: username } } : {}),
});

/** Indications (UserType 2) or store clients (UserType 3), newest first, 50 a page. */
export const indicationsQueryOptions = (userType: IndicationKind, page: number, username?: string) =>
  queryOptions({
    queryKey: networkKeys.indications(indicationsRequest(userType, page, username)),
    queryFn: async () => {
      const res = await call(getAllIndications, { body: indicationsRequest(userType, page, username) });
      return { users: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.network,
  });
