import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Invoice } from '../entities';
import { Permission } from '../permissions';

export const InvoiceIdInput = z
  .number({ error: 'Fatura inválida.' })
  .int('Fatura inválida.')
  .positive('Fatura inválida.')
  .max(2_147_483_647, 'Fatura inválida.');

export const BalancePaymentRequest = z.object({ InvoiceId: InvoiceIdInput }).strict();
export type BalancePaymentRequest = z.input<typeof BalancePaymentRequest>;

/**
 * Pays the caller's Pendente invoice from his current account: Value + DeliverValue plus the
 * R$ 2,75 fee (BALANCE_PAYMENT_FEE_CENTS), all or nothing. Answers the paid invoice.
 */
export const balancePayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/pay/balancePayment',
  summary: 'Paga uma fatura com o saldo da conta (taxa de R$ 2,75)',
  tags: ['payments'],
  auth: true,
  movesMoney: true,
  permission: Permission.FATURAS,
  body: BalancePaymentRequest,
  response: envelope(Invoice),
});
