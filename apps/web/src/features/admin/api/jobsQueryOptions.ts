import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { getAllJobRuns, getJobsSummary, verifyLedgerNow, type GetAllJobRunsRequest, type JobRunStatus } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { operationsKeys } from './queryKeys';

/** Each known job with its last run, success and failure. */
export const jobsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: operationsKeys.jobsSummary,
    queryFn: async () => (await call(getJobsSummary)).Data,
  });

export const jobRunsRequest = (job: string, status: JobRunStatus | null, page: number): GetAllJobRunsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
  Filters: job || status ? { Job: job || null, Status: status } : null,
});

/** One page of the jobs' runs, newest first. */
export const jobRunsQueryOptions = (request: GetAllJobRunsRequest) =>
  queryOptions({
    queryKey: operationsKeys.jobRuns(request),
    queryFn: async () => {
      const res = await call(getAllJobRuns, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });

/**
 * The ledger and stock verification: it reads every entry, so it runs only when asked
 * ('Verificar agora' refetches it), never on its own.
 */
export const ledgerVerificationQueryOptions = () =>
  queryOptions({
    queryKey: operationsKeys.ledgerVerification,
    queryFn: async () => (await call(verifyLedgerNow)).Data,
    enabled: false,
    staleTime: Infinity,
  });
