import type { GetAllJobRunsRequest, GetAllOutboxEmailsRequest } from '@clube/contract/admin';
import { adminKeys } from '../../api/queryKeys';

const outbox = [...adminKeys.all, 'outbox'] as const;
const jobs = [...adminKeys.all, 'jobs'] as const;

/** The operations screens' cache keys; a run-now invalidates `jobs` (and `adminKeys.audit`). */
export const operationsKeys = {
  outbox,
  outboxList: (request: GetAllOutboxEmailsRequest) => [...outbox, 'list', request] as const,
  outboxEmail: (id: number) => [...outbox, 'email', id] as const,
  jobs,
  jobsSummary: [...jobs, 'summary'] as const,
  jobRuns: (request: GetAllJobRunsRequest) => [...jobs, 'runs', request] as const,
  ledgerVerification: [...adminKeys.all, 'ledgerVerification'] as const,
};
