import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { adminGetAllMoneyApprovals, type GetAllMoneyApprovalsRequest } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import { adminMoneyKeys } from './queryKeys';

/** null: every status. */
export const moneyApprovalsRequest = (status: 0 | 1 | 2 | null, page: number): GetAllMoneyApprovalsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
  Filters: status === null ? null : { Status: status },
});

/** One page of approvals, newest first. */
export const moneyApprovalsQueryOptions = (request: GetAllMoneyApprovalsRequest) =>
  queryOptions({
    queryKey: adminMoneyKeys.approvalList(request),
    queryFn: async () => {
      const res = await call(adminGetAllMoneyApprovals, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });
