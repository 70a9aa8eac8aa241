import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { multilineText } from '../common/text';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';

export const CancelPaidInvoiceRequest = z
  .object({
    Reason: multilineText({ error: messages.cancelReasonRequired }).trim().min(1, messages.cancelReasonRequired).max(500, messages.textTooLong),
  })
  .strict();
export type CancelPaidInvoiceRequest = z.input<typeof CancelPaidInvoiceRequest>;

/** What cancelling a paid invoice did (docs/bonuses.md#clawbacks); money in reais. */
export const CancelPaidInvoiceResult = z.object({
  InvoiceId: z.number().int(),
  /** 0 Cancelado. */
  Status: z.number().int(),
  /** Commission lines reversed by a negative line each. */
  ClawedBackLines: z.number().int(),
  /** Net of the reversed Creditado lines: what was taken back from the beneficiaries' wallets or recorded as their debt. */
  ClawedBack: z.number(),
  /** The part of ClawedBack no wallet held: recorded as the members' debt (bonus receivables). */
  Unrecovered: z.number(),
  /** Returned to the payer's wallet as 8 Estorno (paid with the balance only). */
  Refunded: z.number(),
  /** Commissions still held ('Retido') when cancelled: returned to the club, no wallet touched (docs/bonuses.md#held-commissions). */
  HeldCancelled: z.number(),
});
export type CancelPaidInvoiceResult = z.infer<typeof CancelPaidInvoiceResult>;

/** Operator: Pago -> Cancelado, its commission lines clawed back, the balance payment refunded. */
export const adminCancelPaidInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invoices/:id/cancelPaid',
  summary: 'Operador: cancela uma fatura paga, estorna os bônus e devolve o pagamento com saldo',
  tags: ['bonuses', 'invoices', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  movesMoney: true,
  params: IdParams,
  body: CancelPaidInvoiceRequest,
  response: envelope(CancelPaidInvoiceResult),
});
