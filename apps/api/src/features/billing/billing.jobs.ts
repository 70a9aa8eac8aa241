import type { Db } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { errorMessage, runRecordedBatchJob, type JobCounts, type RecordedRun } from '../../platform/job-runs';
import type { DailyJob } from '../../platform/jobs';
import { issueSubscriptionRenewals } from '../subscriptions';
import { readBillingSettings } from './billing.settings';
import { issueMonthlyFees } from './monthly-fees';
import { handleOverdue } from './overdue';

/**
 * Each billing job has its own advisory lock (a run is skipped while the same job runs on another
 * API instance) and all share one more, waited for: they write invoices and statuses of the same
 * members, so at most one of them runs at a time (docs/operations.md#jobs).
 */
export const BILLING_LOCK = 7_140_030;

export const BILLING_JOBS = {
  monthlyFees: 'billing.monthlyFees',
  subscriptionRenewals: 'billing.subscriptionRenewals',
  overdue: 'billing.overdue',
} as const;

const JOB_LOCKS: Record<keyof typeof BILLING_JOBS, number> = { monthlyFees: 7_140_031, subscriptionRenewals: 7_140_032, overdue: 7_140_033 };

export type BillingRuns = Record<keyof typeof BILLING_JOBS, RecordedRun<JobCounts> | { status: 'failed'; error: string }>;

/**
 * Runs one billing job for the club's day of `now`, recorded in job_runs under its own lock and
 * the shared one (the console's 'Executar agora', docs/operations.md#jobs), its work committed in
 * batches of members, each a transaction of its own. Throws what the job
 * threw, once the failed run is recorded.
 */
export function runBillingJob(db: Db, key: keyof typeof BILLING_JOBS, now: Date = new Date()): Promise<RecordedRun<JobCounts>> {
  const today = dayInSaoPaulo(now);
  const job = { name: BILLING_JOBS[key], period: today, lockKey: JOB_LOCKS[key], sharedLockKey: BILLING_LOCK };
  switch (key) {
    case 'monthlyFees':
      return runRecordedBatchJob(db, job, async (dbx) => issueMonthlyFees(dbx, today, (await readBillingSettings(dbx)).issueDaysAhead));
    case 'subscriptionRenewals':
      return runRecordedBatchJob(db, job, async (dbx) => issueSubscriptionRenewals(dbx, now, (await readBillingSettings(dbx)).issueDaysAhead));
    case 'overdue':
      return runRecordedBatchJob(db, job, async (dbx) => handleOverdue(dbx, now, today, await readBillingSettings(dbx)));
  }
}

/**
 * Runs the billing jobs of the club's day of `now`, in order — monthly fees, subscription renewals,
 * then overdue handling — each recorded in job_runs (docs/plans.md#recurring-billing). Each is
 * idempotent for its period, so running them again (a second instance, the seed, a retry) issues
 * nothing twice. A failing job does not stop the next ones; the first failure is thrown at the end
 * unless `throwOnFailure` is false (tests read the runs instead).
 */
export async function runBillingJobs(db: Db, now: Date = new Date(), opts: { throwOnFailure?: boolean } = {}): Promise<BillingRuns> {
  const order: Array<keyof typeof BILLING_JOBS> = ['monthlyFees', 'subscriptionRenewals', 'overdue'];
  const runs = {} as BillingRuns;
  let firstError: unknown;
  for (const key of order) {
    try {
      runs[key] = await runBillingJob(db, key, now);
    } catch (err) {
      firstError ??= err;
      runs[key] = { status: 'failed', error: errorMessage(err) };
    }
  }
  if (firstError !== undefined && opts.throwOnFailure !== false) throw firstError;
  return runs;
}

/** Daily at 01:00 in São Paulo: fees and renewals are issued days ahead, so the hour matters little. */
export const billingDailyJob = (db: Db): DailyJob => ({
  name: 'billing',
  hour: 1,
  minute: 0,
  run: () => runBillingJobs(db),
});
