/**
 * What the rest of the API uses from recurring billing (docs/plans.md#recurring-billing): the daily
 * job (app.ts) and ways to run it now (tests, seed, the console's jobs); the "inactive because of an
 * overdue monthly fee" rule (career plan, bonus engine); reactivation when a fee is paid (payments).
 */
export { BILLING_JOBS, BILLING_LOCK, billingDailyJob, runBillingJob, runBillingJobs, type BillingRuns } from './billing.jobs';
export {
  inactivityRules,
  inactivityRulesFrom,
  overdueMonthlyFeeSql,
  readBillingSettings,
  type BillingSettings,
  type InactivityRules,
} from './billing.settings';
export { reactivateOnMonthlyFeePaid } from './reactivation';
/** What a Mensalidade means on settle and cancel (apps/api/src/invoice-handlers.ts); the next fee after an adhesion (plans). */
export { monthlyFeeInvoiceHandler, scheduleNextMonthlyFee } from './monthly-fee-invoice-handler';
