import type { ConsoleJobName } from '@clube/contract/admin';
import type { Db } from '../../db/client';
import type { JobCounts, RecordedRun } from '../../platform/job-runs';
import type { DailyJob } from '../../platform/jobs';
import { billingDailyJob, runBillingJob } from '../billing';
import { heldCreditsReleaseJob } from '../bonuses';
import { careerPlanNightlyJob } from '../career-plan';
import { orderInvoicesExpiryJob } from '../orders';
import { privacyDailyJob } from '../privacy';

/** A job the console may start now: its schedule, and a recorded run of it (docs/operations.md#jobs). */
export interface ConsoleJob {
  hour: number;
  minute: number;
  run(): Promise<RecordedRun<JobCounts>>;
}

/** The career plan's, the orders' and the held credits' daily jobs are one recorded run each: their run answers it. */
function isRecordedRun(value: unknown): value is RecordedRun<JobCounts> {
  const v = value as Partial<RecordedRun<JobCounts>> | null;
  return typeof v?.runId === 'number' && (v.status === 'succeeded' || v.status === 'skipped');
}

function single(job: DailyJob): ConsoleJob {
  return {
    hour: job.hour,
    minute: job.minute,
    async run() {
      const result = await job.run();
      if (!isRecordedRun(result)) throw new Error(`${job.name} did not answer a recorded run`);
      return result;
    },
  };
}

/** The billing daily job runs three recorded jobs; the console starts each on its own. */
function billing(db: Db, key: Parameters<typeof runBillingJob>[1]): ConsoleJob {
  const daily = billingDailyJob(db);
  return { hour: daily.hour, minute: daily.minute, run: () => runBillingJob(db, key) };
}

/** Every job of the contract's `consoleJobs`, by name (the job_runs name). */
export function consoleJobsOf(db: Db): Record<ConsoleJobName, ConsoleJob> {
  return {
    'career-plan-evaluation': single(careerPlanNightlyJob(db)),
    'order-invoices-expiry': single(orderInvoicesExpiryJob(db)),
    'billing.monthlyFees': billing(db, 'monthlyFees'),
    'billing.subscriptionRenewals': billing(db, 'subscriptionRenewals'),
    'billing.overdue': billing(db, 'overdue'),
    'held-credits-release': single(heldCreditsReleaseJob(db)),
    'privacy.housekeeping': single(privacyDailyJob(db)),
  };
}
