import type { GetAllJobRunsRequest, GetAllOutboxEmailsRequest } from '@clube/contract/admin';

const all = ['admin'] as const;

/**
 * The console's cache keys. Every console write invalidates `adminKeys.audit` too: each action adds
 * an audit row that the record's timeline shows. The console's sections that belong to a domain keep
 * their keys in that feature (adminWithdrawalsKeys, settingsKeys...), under this same `['admin']`.
 */
export const adminKeys = {
  all,
  audit: [...all, 'audit'] as const,
  timeline: (target: string) => [...all, 'audit', 'timeline', target] as const,
  auditList: (request: unknown) => [...all, 'audit', 'list', request] as const,
  /** The first page's overview: under `all`, so a console write that invalidates it refreshes the charts. */
  overview: [...all, 'overview'] as const,
};

const outbox = [...all, 'outbox'] as const;
const jobs = [...all, 'jobs'] as const;

/** The operations screens' cache keys; a run-now invalidates `jobs` (and `adminKeys.audit`). */
export const operationsKeys = {
  outbox,
  outboxList: (request: GetAllOutboxEmailsRequest) => [...outbox, 'list', request] as const,
  outboxEmail: (id: number) => [...outbox, 'email', id] as const,
  jobs,
  jobsSummary: [...jobs, 'summary'] as const,
  jobRuns: (request: GetAllJobRunsRequest) => [...jobs, 'runs', request] as const,
  ledgerVerification: [...all, 'ledgerVerification'] as const,
};

/** The sections of the console's catalog of offers (docs/admin.md#offers); each lives in its domain's feature. */
export type OfferSection = 'plans' | 'subscriptions' | 'ranks' | 'funds' | 'unilevels';

const offers = [...all, 'offers'] as const;

/**
 * The catalog's cache keys; every change invalidates `all` (a fund's new name shows on the ranks' prizes too)
 * and `adminKeys.audit`. The active funds and tables the forms offer are under it too (quotas' and
 * configurations' `choices` keys).
 */
export const offersKeys = {
  all: offers,
  section: (section: OfferSection) => [...offers, section] as const,
  list: (section: OfferSection, request: unknown) => [...offers, section, 'list', request] as const,
};
