import { queryOptions } from '@tanstack/react-query';
import { NETWORK_PAGE_SIZE, getSecondaryAccounts, type NetworkListRequest } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** Spec: SecondaryAccount true, 50 rows, sorted by Id. */
export const secondaryAccountsRequest = (page: number): NetworkListRequest => ({
  SecondaryAccount: true,
  PaginationSettings: { Page: page, RowsPerPage: NETWORK_PAGE_SIZE },
  PaginationFilter: { Type: 1, OrderByDescending: false },
});

export const secondaryAccountsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: networkKeys.secondaryAccounts(page),
    queryFn: async () => {
      const res = await call(getSecondaryAccounts, { body: secondaryAccountsRequest(page) });
      return { accounts: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.network,
  });
