import { InvoiceType } from '@clube/contract';
import { monthlyFeeInvoiceHandler } from './features/billing';
import { commissionsInvoiceHandler } from './features/bonuses';
import { ranksInvoiceHandler } from './features/career-plan';
import { registerInvoiceHandlers, type InvoiceHandlers } from './features/invoices';
import { orderInvoiceHandler } from './features/orders';
import { adhesionInvoiceHandler, payerInvoiceHandler, planChangeInvoiceHandler } from './features/plans';
import { subscriptionInvoiceHandler } from './features/subscriptions';

/**
 * THE invoice handler table, as routes.ts is the route table: what settling and cancelling each
 * invoice type means, and the steps every invoice runs (docs/payments.md#invoice-lifecycle-and-handlers).
 * The invoices feature owns the lifecycle and calls these inside the transition's transaction; it
 * imports none of these features. A type of the contract's InvoiceType left out is a type error here.
 */
export const invoiceHandlers: InvoiceHandlers = {
  payer: payerInvoiceHandler,
  types: {
    [InvoiceType.Adesao]: adhesionInvoiceHandler,
    [InvoiceType.Mensalidade]: monthlyFeeInvoiceHandler,
    [InvoiceType.TrocaDePlano]: planChangeInvoiceHandler,
    [InvoiceType.B2B]: orderInvoiceHandler,
    [InvoiceType.B2C]: orderInvoiceHandler,
    [InvoiceType.Assinatura]: subscriptionInvoiceHandler,
  },
  commissions: commissionsInvoiceHandler,
  ranks: ranksInvoiceHandler,
};

/**
 * Called at every start before an invoice can move: buildApp (the server, the tests' apps), the
 * commands (openConfiguredDatabase: seed, jobs), the tests' fresh databases and the bench.
 */
export function registerAllInvoiceHandlers(): void {
  registerInvoiceHandlers(invoiceHandlers);
}
