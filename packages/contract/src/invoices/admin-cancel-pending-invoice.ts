import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { multilineText } from '../common/text';
import { Invoice } from '../entities';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';

export const CancelPendingInvoiceRequest = z
  .object({
    Reason: multilineText({ error: messages.cancelReasonRequired }).trim().min(1, messages.cancelReasonRequired).max(500, messages.textTooLong),
  })
  .strict();
export type CancelPendingInvoiceRequest = z.input<typeof CancelPendingInvoiceRequest>;

/**
 * Operator: Pendente -> Cancelado with a reason, whatever the invoice is for (an order: its stock
 * returns; a plan change: dropped; a Mensalidade or a subscription period: not charged). Answers
 * the invoice as its member sees it (docs/payments.md#cancelling-a-pending-invoice).
 */
export const adminCancelPendingInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invoices/:id/cancelPending',
  summary: 'Operador: cancela uma fatura pendente, com o motivo',
  tags: ['invoices', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  params: IdParams,
  body: CancelPendingInvoiceRequest,
  response: envelope(Invoice),
});
