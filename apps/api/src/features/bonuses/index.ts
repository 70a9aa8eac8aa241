/** What the rest of the API uses from the bonuses feature. */
export { bonusStatement } from './bonus-statement.service';
/** The bonus engine: paying an invoice's commissions when it is settled (payments), clawing them back (docs/bonuses.md#commission-lines). */
export { payCommissions, commissionKey, type CommissionInvoice, type CommissionOutcome, type CommissionVia } from './commissions.service';
export { clawBackInvoice, clawbackKey, type ClawbackOutcome } from './clawback.service';
/** Commissions on settle, clawback on cancel paid: registered by apps/api/src/invoice-handlers.ts. */
export { commissionsInvoiceHandler } from './commissions-invoice-handler';
/** The daily release of held credits (docs/bonuses.md#held-commissions): scheduled-jobs.ts, the console's "run now", the seed. */
export { heldCreditsReleaseJob, releaseHeldCredits, HELD_RELEASE_BATCH } from './held-release.job';
