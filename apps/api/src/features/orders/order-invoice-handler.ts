import type { InvoiceTypeHandler } from '../invoices';
import { orderPaymentReversal } from './order-reversal';
import { orderSettlement, releaseOrdersOfInvoices } from './order-settlement';

/**
 * What an order invoice (B2B, B2C) means to the invoices feature's lifecycle
 * (docs/payments.md#invoice-lifecycle-and-handlers, docs/marketplace.md#orders): paid, the order
 * is Pago, its stock sold and its seller credited; cancelled while pending (the buyer never paid:
 * the expiry job, an operator), the order is cancelled and its stock released; cancelled once paid
 * (its payment went back at the gateway), the seller gives the sale's credit back.
 */
export const orderInvoiceHandler: InvoiceTypeHandler = {
  settle: (tx, invoice, ctx) => orderSettlement(tx, invoice, ctx.via, ctx.now),
  cancelPending: (tx, cancelled, ctx) =>
    releaseOrdersOfInvoices(
      tx,
      cancelled.map((c) => c.id),
      ctx.actorId,
      ctx.now,
    ),
  cancelPaid: (tx, invoice, ctx) => orderPaymentReversal(tx, invoice.id, ctx.via, ctx.reason, ctx.now, ctx.withdrawal === true),
};
