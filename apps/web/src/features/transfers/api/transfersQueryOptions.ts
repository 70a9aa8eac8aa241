import { queryOptions } from '@tanstack/react-query';
import { TRANSFERS_PAGE_SIZE, getAllUsersTransfers, type GetAllUsersTransfersRequest } from '@clube/contract/transfers';
import { call } from '../../../lib/api';
import { transfersKeys } from './queryKeys';

export const transfersRequest = (page: number): GetAllUsersTransfersRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: TRANSFERS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
});

/** One page of the transfers the member sent or received (the spec gives no cache age: fresh). */
export const transfersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: transfersKeys.list(transfersRequest(page)),
    queryFn: async () => {
      const res = await call(getAllUsersTransfers, { body: transfersRequest(page) });
      return { transfers: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });

export type TransfersPageData = Awaited<ReturnType<NonNullable<ReturnType<typeof transfersQueryOptions>['queryFn']>>>;
