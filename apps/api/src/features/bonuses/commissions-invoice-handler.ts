import type { InvoiceHandlers } from '../invoices';
import { planClawback } from './clawback.service';
import { planCommissions } from './commissions.service';

/**
 * The bonuses' part of every invoice's lifecycle (docs/payments.md#invoice-lifecycle-and-handlers,
 * docs/bonuses.md): settled, its commissions are paid up the sponsor chain; cancelled once paid,
 * they are clawed back. Registered by apps/api/src/invoice-handlers.ts.
 */
export const commissionsInvoiceHandler: InvoiceHandlers['commissions'] = {
  settle: (tx, invoice, ctx) => planCommissions(tx, invoice, ctx.via, ctx.now),
  cancelPaid: (tx, invoice, ctx) => planClawback(tx, invoice.id, ctx.now),
};
