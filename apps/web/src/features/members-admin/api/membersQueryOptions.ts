import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { adminGetAllMembers, type AdminMembersRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminMembersKeys } from './queryKeys';

export interface MemberFilters {
  search: string;
  status: string;
  type: string;
}

/** The search form's values (as the URL keeps them) as the call's body, 50 a page. */
export function adminMembersRequest(f: MemberFilters, page: number): AdminMembersRequest {
  return {
    PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
    Filters: {
      Search: f.search || null,
      Status: f.status !== '' ? Number(f.status) : null,
      Type: f.type === '2' || f.type === '3' ? (Number(f.type) as 2 | 3) : null,
    },
  };
}

/** One page of the console's member search. */
export const membersQueryOptions = (request: AdminMembersRequest) =>
  queryOptions({
    queryKey: adminMembersKeys.list(request),
    queryFn: async () => {
      const res = await call(adminGetAllMembers, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });
