import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Invoice } from '../entities';
import { Permission } from '../permissions';
import { text } from '../common/text';

export const InvoiceTokenParams = z.object({
  invoiceToken: text().trim().min(1, messages.invoiceNotFound).max(200, messages.invoiceNotFound),
});

/** The caller's own invoice by its payment token; anyone else's token answers 404 like an unknown one. */
export const getInvoiceByToken = defineEndpoint({
  method: 'GET',
  path: '/api/payments/invoices/getInvoiceByToken/:invoiceToken',
  summary: 'Fatura do sócio pelo token de pagamento',
  tags: ['payments'],
  auth: true,
  permission: Permission.FATURAS,
  params: InvoiceTokenParams,
  response: envelope(Invoice),
});
