import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { PaymentResponse } from './payment-request';
import { text } from '../common/text';

export const PaymentIdParams = z.object({
  paymentId: text().trim().min(1, messages.paymentNotFound).max(100, messages.paymentNotFound),
});

const sandbox = (outcome: 'approve' | 'reject', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/payments/sandbox/:paymentId/${outcome}`,
    summary,
    tags: ['payments'],
    auth: true,
    movesMoney: true,
    permission: Permission.FATURAS,
    params: PaymentIdParams,
    response: envelope(PaymentResponse),
  });

/**
 * The payer's side of the offline (demonstration) gateway, served only with PAYMENT_GATEWAY=offline:
 * the owner approves or rejects his own processing payment; it is applied through the same
 * notification path as the real gateway's.
 */
export const sandboxApprovePayment = sandbox('approve', 'Gateway offline: simula o pagamento aprovado');
export const sandboxRejectPayment = sandbox('reject', 'Gateway offline: simula o pagamento recusado');
