import { messages, PaymentStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { GatewayPaymentState, GatewayReversalKind } from '../../integrations/payments';
import { cancelPaidInvoiceReversedByGateway } from '../invoices';
import { post, SystemAccount } from '../ledger';
import * as repo from './payments.repository';
import type { GatewayPaymentRow } from './payments.repository';

/** status_detail of an approved attempt whose money the gateway gave back (docs/payments.md). */
export const ReversalDetail: Record<GatewayReversalKind, string> = { refunded: 'payment_refunded', charged_back: 'payment_charged_back' };

export const gatewayReversalKey = (gateway: string, externalId: string) => `gateway:${gateway}:${externalId}:reversed`;

/**
 * The gateway gave the money of an approved attempt (the one that settled its invoice) back to
 * the payer, inside `tx` with the invoice and the attempt locked (applyGatewayState): the attempt
 * closes (status 3, detail `payment_refunded` / `payment_charged_back`), the club's books give the
 * payment back (club revenue -> gateway clearing, key `gateway:{gateway}:{id}:reversed`), and the
 * invoice, when still Pago, is cancelled and its bonuses clawed back
 * (docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice). The attempt, once closed, answers
 * any later notification with `already_applied`.
 */
export async function applyGatewayReversal(
  tx: DbOrTx,
  row: GatewayPaymentRow,
  state: GatewayPaymentState & { reversal: GatewayReversalKind },
  now: Date = new Date(),
) {
  const updated = await repo.updateGatewayPayment(tx, row.id, { status: PaymentStatus.Rejected, statusDetail: ReversalDetail[state.reversal] });
  await postGatewayReversal(tx, row, state.externalId, now);
  const cancelled = await cancelPaidInvoiceReversedByGateway(
    tx,
    row.invoiceId,
    {
      gateway: row.gateway,
      externalId: state.externalId,
      paymentPublicId: row.publicId,
      gatewayStatus: state.reversal,
      gatewayStatusDetail: state.statusDetail,
    },
    now,
  );
  // The attempt's own trail; the invoice's row (`invoices.payment_reversed`) says what was undone,
  // and is missing when an operator had cancelled it already (cancelPaid).
  await writeAudit(tx, null, {
    action: 'payments.reversed',
    target: `payment:${row.publicId}`,
    data: {
      gateway: row.gateway,
      externalId: state.externalId,
      invoiceId: row.invoiceId,
      gatewayStatus: state.reversal,
      gatewayStatusDetail: state.statusDetail,
      invoiceCancelled: cancelled !== undefined,
    },
  });
  return { row: updated, outcome: 'reversed' as const };
}

/**
 * The club's books give a gateway payment back (club revenue -> gateway clearing), under the key
 * the gateway's own reversal notice uses: whichever comes second, the notice or the club's refund,
 * moves nothing (docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice).
 */
export function postGatewayReversal(tx: DbOrTx, row: Pick<GatewayPaymentRow, 'gateway' | 'invoiceId' | 'amountCents'>, externalId: string, now: Date) {
  return post(tx, {
    kind: 'invoice_gateway_reversal',
    idempotencyKey: gatewayReversalKey(row.gateway, externalId),
    reference: `invoice:${row.invoiceId}`,
    description: messages.gatewayPaymentReversalEntry(row.invoiceId),
    legs: [
      { system: SystemAccount.ClubRevenue, amountCents: -row.amountCents },
      { system: SystemAccount.GatewayClearing, amountCents: row.amountCents },
    ],
    at: now,
  });
}
