import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { adminGetMemberEarnings } from '@clube/contract/admin';
import type { GetAllEarningsRequest } from '@clube/contract/current-account';
import { call } from '../../../lib/api';
import { adminMembersKeys } from './queryKeys';

/** One page of a member's current-account entries, newest first. */
export const memberEarningsQueryOptions = (id: number, page: number) => {
  const request: GetAllEarningsRequest = { PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE } };
  return queryOptions({
    queryKey: adminMembersKeys.earnings(id, request),
    queryFn: async () => {
      const res = await call(adminGetMemberEarnings, { params: { id: String(id) }, body: request });
      return { earnings: res.Data.Earnings, totalGains: res.Data.TotalGains, pagination: res.PaginationSettings ?? null };
    },
  });
};
