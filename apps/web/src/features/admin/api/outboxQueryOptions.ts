import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { getAllOutboxEmails, getOutboxEmail, type GetAllOutboxEmailsRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { operationsKeys } from './queryKeys';

export const outboxRequest = (to: string, subject: string, page: number): GetAllOutboxEmailsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
  Filters: to || subject ? { To: to || null, Subject: subject || null } : null,
});

/** One page of the e-mail outbox, newest first. */
export const outboxQueryOptions = (request: GetAllOutboxEmailsRequest) =>
  queryOptions({
    queryKey: operationsKeys.outboxList(request),
    queryFn: async () => {
      const res = await call(getAllOutboxEmails, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });

/** One e-mail, whole, its link secrets masked by the API (docs/admin.md#outbox). */
export const outboxEmailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: operationsKeys.outboxEmail(id),
    queryFn: async () => (await call(getOutboxEmail, { params: { id: String(id) } })).Data,
  });
