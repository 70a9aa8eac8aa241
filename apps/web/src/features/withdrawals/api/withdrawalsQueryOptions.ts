import { queryOptions } from '@tanstack/react-query';
import { WITHDRAWALS_PAGE_SIZE, getAllWithdrawals, type GetAllWithdrawalsRequest } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { withdrawalsKeys } from './queryKeys';

export const withdrawalsRequest = (page: number): GetAllWithdrawalsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: WITHDRAWALS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
  GetPedingWithdrawalsValues: true,
});

/** One page of the member's withdrawals with the pending total (the spec gives no cache age: fresh). */
export const withdrawalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: withdrawalsKeys.list(withdrawalsRequest(page)),
    queryFn: async () => {
      const res = await call(getAllWithdrawals, { body: withdrawalsRequest(page) });
      return { ...res.Data, pagination: res.PaginationSettings ?? null };
    },
  });

export type WithdrawalsPageData = Awaited<ReturnType<NonNullable<ReturnType<typeof withdrawalsQueryOptions>['queryFn']>>>;
