import { messages } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';

/** Value plus delivery value, in reais with two decimals (what the server charges anyway). */
export const invoiceTotal = (invoice: Pick<Invoice, 'Value' | 'DeliverValue'>) => Math.round((invoice.Value + invoice.DeliverValue) * 100) / 100;

/** The fields every gateway payment request carries for this invoice. */
export function paymentBase(invoice: Invoice, email: string) {
  return {
    InvoiceId: invoice.Id,
    Amount: invoiceTotal(invoice),
    Description: messages.invoicePaymentDescription(invoice.Id),
    Email: email,
  };
}
