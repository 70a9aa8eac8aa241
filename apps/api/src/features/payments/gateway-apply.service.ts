import { messages, PaymentStatus } from '@clube/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { GatewayPaymentState, PaymentGateway } from '../../integrations/payments';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { post, SystemAccount } from '../ledger';
import { applyGatewayReversal } from './gateway-reversal.service';
import { settleInvoice } from './invoice-settlement.service';
import { gatewayApprovalKey } from './payment-keys';
import * as repo from './payments.repository';
import type { GatewayPaymentRow } from './payments.repository';

export type ApplyOutcome =
  | 'approved'
  | 'processing'
  | 'rejected'
  | 'already_applied'
  | 'reference_mismatch'
  | 'amount_mismatch'
  /** A simulated approval for an invoice settled otherwise: the attempt stays rejected, nothing moves. */
  | 'approval_ignored'
  /** Real money arrived for an invoice settled otherwise: it goes back through the gateway. */
  | 'refund_required'
  | 'refunded'
  | 'refund_failed'
  /** The gateway gave back the money of the payment that settled the invoice: it is cancelled and its bonuses clawed back. */
  | 'reversed';

/** status_detail of an attempt whose money goes back to the payer (docs/payments.md). */
export const RefundDetail = { Pending: 'refund_pending', Done: 'refunded', Failed: 'refund_failed' } as const;

/**
 * Applies what the gateway says about one payment attempt, inside `tx`, exactly once: the invoice
 * and then the attempt's row are locked (the order settlement uses too), an approval is taken only
 * from a not-yet-approved row, and its ledger movement carries the key
 * `gateway:{gateway}:{externalId}:approved`. The payment's creation and every notification
 * (webhook or sandbox) come through here.
 *
 * An approval settles the invoice (GatewayClearing -> ClubRevenue). If the invoice was settled or
 * cancelled meanwhile, no member is ever credited (docs/payments.md): the attempt is rejected, and
 * Mercado Pago's real money is marked for a refund through the gateway (`refund_required`, done by
 * the caller after the commit: see applyGatewayOutcome). When the gateway later gives the money
 * of the approved attempt back (a refund or a chargeback), the invoice is cancelled and its
 * bonuses clawed back (applyGatewayReversal).
 */
export async function applyGatewayState(tx: DbOrTx, paymentId: number, state: GatewayPaymentState): Promise<{ row: GatewayPaymentRow; outcome: ApplyOutcome }> {
  const invoiceId = (await repo.findGatewayPaymentById(tx, paymentId))!.invoiceId;
  await repo.lockInvoice(tx, invoiceId);
  const row = (await repo.lockGatewayPayment(tx, paymentId))!;
  if ((state.externalReference && state.externalReference !== row.publicId) || (row.externalId && row.externalId !== state.externalId)) {
    return { row, outcome: 'reference_mismatch' };
  }
  if (row.status === PaymentStatus.Approved) {
    // The money of the payment that settled the invoice went back (docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice).
    return state.reversal ? applyGatewayReversal(tx, row, { ...state, reversal: state.reversal }) : { row, outcome: 'already_applied' };
  }

  const details = {
    externalId: state.externalId,
    statusDetail: state.statusDetail,
    ...(state.qrCode !== undefined && state.qrCode !== null ? { qrCode: state.qrCode } : {}),
    ...(state.qrCodeBase64 !== undefined && state.qrCodeBase64 !== null ? { qrCodeBase64: state.qrCodeBase64 } : {}),
    ...(state.externalResourceUrl ? { externalResourceUrl: state.externalResourceUrl } : {}),
    ...(state.digitableLine ? { digitableLine: state.digitableLine } : {}),
    ...(state.expiresAt ? { expiresAt: state.expiresAt } : {}),
  };

  if (state.status !== PaymentStatus.Approved) {
    // A closed attempt (rejected, superseded, refunded) stays as we closed it.
    if (row.status === PaymentStatus.Rejected) return { row, outcome: 'already_applied' };
    const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: state.status });
    return { row: updated, outcome: state.status === PaymentStatus.Rejected ? 'rejected' : 'processing' };
  }

  if (state.amountCents !== null && state.amountCents !== row.amountCents) {
    const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: row.status, statusDetail: 'amount_mismatch' });
    return { row: updated, outcome: 'amount_mismatch' };
  }

  if (await trySettle(tx, row, state.externalId)) {
    const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: PaymentStatus.Approved });
    await post(tx, {
      kind: 'invoice_gateway_payment',
      idempotencyKey: gatewayApprovalKey(row.gateway, state.externalId),
      reference: `invoice:${row.invoiceId}`,
      description: messages.gatewayPaymentEntry(row.invoiceId),
      legs: [
        { system: SystemAccount.GatewayClearing, amountCents: -row.amountCents },
        { system: SystemAccount.ClubRevenue, amountCents: row.amountCents },
      ],
    });
    return { row: updated, outcome: 'approved' };
  }

  // The invoice was settled (or cancelled) by something else.
  if (row.gateway === 'offline') {
    // A simulation paid nothing: there is nothing to give back and nothing to credit.
    const updated = await repo.updateGatewayPayment(tx, row.id, {
      externalId: state.externalId,
      status: PaymentStatus.Rejected,
      statusDetail: row.status === PaymentStatus.Rejected ? row.statusDetail : repo.SUPERSEDED_DETAIL,
    });
    return { row: updated, outcome: 'approval_ignored' };
  }
  if (row.statusDetail === RefundDetail.Pending || row.statusDetail === RefundDetail.Done) return { row, outcome: 'already_applied' };
  const updated = await repo.updateGatewayPayment(tx, row.id, {
    externalId: state.externalId,
    status: PaymentStatus.Rejected,
    statusDetail: RefundDetail.Pending,
  });
  await auditRefund(tx, 'payments.refund_requested', row, state.externalId);
  return { row: updated, outcome: 'refund_required' };
}

/** Settles unless the invoice is no longer Pendente (no SQL failed then, so `tx` stays usable). */
async function trySettle(tx: DbOrTx, row: GatewayPaymentRow, externalId: string): Promise<boolean> {
  try {
    await settleInvoice(tx, row.invoiceId, { kind: 'gateway', gateway: row.gateway, externalId, paymentPublicId: row.publicId, paymentId: row.id });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
}

/**
 * applyGatewayState in its own transaction, then the refund it may ask for, outside it (a call to
 * the provider never holds a database lock). A failed refund stays recorded as `refund_failed` in
 * the attempt and the audit log for an operator; a later notification of the same approval tries
 * again (the provider's idempotency key makes it one refund).
 */
export async function applyGatewayOutcome(
  db: Db,
  gateway: PaymentGateway,
  paymentId: number,
  state: GatewayPaymentState,
): Promise<{ row: GatewayPaymentRow; outcome: ApplyOutcome }> {
  const applied = await db.transaction((tx) => applyGatewayState(tx, paymentId, state));
  if (applied.outcome !== 'refund_required') return applied;
  const { row } = applied;
  try {
    await gateway.refundPayment(state.externalId);
  } catch (err) {
    const failed = await repo.updateGatewayPayment(db, row.id, { statusDetail: RefundDetail.Failed });
    await auditRefund(db, 'payments.refund_failed', row, state.externalId, { error: err instanceof Error ? err.message.slice(0, 300) : 'unknown' });
    return { row: failed, outcome: 'refund_failed' };
  }
  const refunded = await repo.updateGatewayPayment(db, row.id, { statusDetail: RefundDetail.Done });
  await auditRefund(db, 'payments.refunded', row, state.externalId);
  return { row: refunded, outcome: 'refunded' };
}

/** One audit row of a refund's life (requested, done, failed), all naming the same attempt. */
function auditRefund(db: DbOrTx, action: string, row: GatewayPaymentRow, externalId: string, extra: Record<string, unknown> = {}) {
  return writeAudit(db, null, {
    action,
    target: `payment:${row.publicId}`,
    data: { gateway: row.gateway, externalId, invoiceId: row.invoiceId, userId: row.userId, amountCents: row.amountCents, ...extra },
  });
}
