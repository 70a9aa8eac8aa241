import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { getAllAuditRows, type GetAllAuditRowsRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminKeys } from './queryKeys';

export const auditListRequest = (action: string, actor: string, target: string, page: number): GetAllAuditRowsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
  Filters: action || actor || target ? { Action: action || null, ActorUsername: actor || null, Target: target || null } : null,
});

/** One page of every audit row, newest first; every console write invalidates it (adminKeys.audit). */
export const auditListQueryOptions = (request: GetAllAuditRowsRequest) =>
  queryOptions({
    queryKey: adminKeys.auditList(request),
    queryFn: async () => {
      const res = await call(getAllAuditRows, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });
