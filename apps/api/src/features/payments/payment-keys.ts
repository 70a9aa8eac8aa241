/**
 * The idempotency keys of the ledger transactions that pay an invoice: written by the settlement,
 * read back by the receipts (docs/payments.md#receipts), so both name them in one place.
 */
export const balancePaymentKey = (invoiceId: number) => `invoice:${invoiceId}:paid`;
export const gatewayApprovalKey = (gateway: string, externalId: string) => `gateway:${gateway}:${externalId}:approved`;
