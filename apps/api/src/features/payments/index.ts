/** What the rest of the API (app.ts, building the offline gateway) uses from the payments feature. */
export { offlineLookup } from './offline-lookup';
/** Paying an invoice by balance or through a gateway, for the demo club's seed (its orders are paid the real way). */
export { payInvoiceWithBalance } from './balance-payment.service';
export { payInvoiceWithGateway } from './gateway-payment.service';
/** The keys of the ledger transactions that pay an invoice, for its receipt (docs/payments.md#receipts). */
export { balancePaymentKey, gatewayApprovalKey } from './payment-keys';
/** A withdrawal's refund by the same means (docs/payments.md#refund-by-the-same-means): in its transaction, then after it. */
export { refundGatewaySettlement, reverseGatewaySettlement, type PendingGatewayRefund } from './gateway-refund.service';
