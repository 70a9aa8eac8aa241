/**
 * What the rest of the API uses from the invoices feature: the invoice's lifecycle (its only
 * writer: issue, settle, cancel pending, expire, cancel paid), the handler registry the
 * composition root fills (docs/payments.md#invoice-lifecycle-and-handlers), and its wire shape.
 */
export { createInvoice, createPeriodInvoice, createPeriodInvoices, createPeriodInvoicesFrom } from './invoices.service';
export { cancelPendingInvoice, cancelPendingInvoices, expireInvoices, settleInvoice, type Settlement } from './invoice-lifecycle.service';
export {
  cancelPaidInvoice,
  cancelPaidInvoiceForWithdrawal,
  cancelPaidInvoiceReversedByGateway,
  type InvoiceWithdrawal,
  paidInvoiceRefundKey,
  type GatewayReversal,
  type PaidInvoiceCancelled,
} from './invoice-cancel-paid.service';
export {
  noPostings,
  registerInvoiceHandlers,
  type CancelledInvoice,
  type CancelPaidContext,
  type CancelPendingContext,
  type ClawbackFigures,
  type InvoiceHandlers,
  type InvoiceTypeHandler,
  type SettleContext,
  type Step,
} from './invoice-handlers';
export { type InvoiceRow, type SettledVia } from './invoice-lifecycle.repository';
export { toInvoiceDto } from './invoices.mapper';
export { invoiceColumns, invoiceJson } from './invoices.repository';
/** The console's member page lists a member's invoices as he sees them. */
export { listInvoicesOfUser } from './invoice-list.service';
