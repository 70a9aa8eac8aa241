/**
 * What the rest of the API uses from the career plan: the evaluation after a payment (payments),
 * the full evaluation and its nightly job (app.ts), a member's ranks (the seeds' tests).
 */
export { evaluateAfterPayment, ranksInvoiceHandler } from './career-plan.evaluation';
export { careerPlanNightlyJob, evaluateAll } from './career-plan.nightly';
export { userRanksDetails } from './career-plan.service';
