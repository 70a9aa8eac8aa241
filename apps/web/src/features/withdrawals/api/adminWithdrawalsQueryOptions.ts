import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminGetAllWithdrawals, WITHDRAWALS_PAGE_SIZE, type AdminGetAllWithdrawalsRequest } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { adminWithdrawalsKeys } from './queryKeys';

export const adminWithdrawalsRequest = (status: number, username: string, page: number): AdminGetAllWithdrawalsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: WITHDRAWALS_PAGE_SIZE },
  // The oldest request first: the queue is paid in the order it was asked.
  PaginationFilter: { OrderByDescending: status !== 1 },
  WithdrawnStatus: status,
  Filters: username ? { Username: username } : null,
});

/** One page of every member's withdrawals in one status (the queue: Pendente). */
export const adminWithdrawalsQueryOptions = (request: AdminGetAllWithdrawalsRequest) =>
  queryOptions({
    queryKey: adminWithdrawalsKeys.list(request),
    queryFn: async () => {
      const res = await call(adminGetAllWithdrawals, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
    // Typing a filter keeps the rows on screen until the new page answers.
    placeholderData: keepPreviousData,
  });
