/** What the rest of the API uses from the bonuses feature. */
export { bonusStatement } from './bonus-statement.service';
/** The bonus engine: paying an invoice's commissions when it is settled (payments), clawing them back (docs/bonuses.md#commission-lines). */
export { payCommissions, commissionKey, type CommissionInvoice, type CommissionOutcome, type CommissionVia } from './commissions.service';
export { clawBackInvoice, clawbackKey, type ClawbackOutcome } from './clawback.service';
/** A gateway refund or chargeback of a payment that settled an invoice cancels it and claws back (payments). */
export { cancelPaidInvoiceReversedByGateway, type GatewayReversal, type PaidInvoiceCancelled } from './invoice-cancellation.service';
