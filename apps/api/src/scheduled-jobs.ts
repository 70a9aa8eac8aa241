import type { Db } from './db/client';
import type { DailyJob } from './platform/jobs';
import { careerPlanNightlyJob } from './features/career-plan';
import { orderInvoicesExpiryJob } from './features/orders';
import { billingDailyJob } from './features/billing';
import { invoiceDueRemindersJob } from './features/notifications';
import { heldCreditsReleaseJob } from './features/bonuses';
import { privacyDailyJob } from './features/privacy';

/**
 * The daily jobs every API instance schedules with JOBS=on, and that `npm run job -- <name>` runs
 * at once (docs/operations.md#jobs). Each locks itself in the database: however many instances
 * start one, one runs it and the others record a skipped run.
 */
export const scheduledJobs = (db: Db): DailyJob[] => [
  careerPlanNightlyJob(db),
  orderInvoicesExpiryJob(db),
  billingDailyJob(db),
  invoiceDueRemindersJob(db),
  heldCreditsReleaseJob(db),
  privacyDailyJob(db),
];
