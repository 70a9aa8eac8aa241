import { EarningCategory, messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import type { GatewayPaymentState } from '../../integrations/payments';
import { AppError } from '../../platform/errors';
import { post, SystemAccount } from '../ledger/ledger.service';
import { settleInvoice } from './invoice-settlement.service';
import * as repo from './payments.repository';
import type { GatewayPaymentRow } from './payments.repository';

export type ApplyOutcome =
  | 'approved'
  | 'approved_refunded_to_wallet'
  | 'processing'
  | 'rejected'
  | 'already_applied'
  | 'reference_mismatch'
  | 'amount_mismatch';

/**
 * Applies what the gateway says about one payment attempt, inside `tx`, exactly once: the
 * attempt's row is locked, an approval is taken only from a not-yet-approved row, and its ledger
 * movement carries the key `gateway:{gateway}:{externalId}:approved`. The payment's creation and
 * every notification (webhook or sandbox) come through here.
 *
 * An approval settles the invoice (GatewayClearing -> ClubRevenue). If the invoice was paid or
 * cancelled meanwhile, the money that arrived goes to the member's wallet as Estorno instead.
 */
export async function applyGatewayState(tx: DbOrTx, paymentId: number, state: GatewayPaymentState): Promise<{ row: GatewayPaymentRow; outcome: ApplyOutcome }> {
  const row = (await repo.lockGatewayPayment(tx, paymentId))!;
  if ((state.externalReference && state.externalReference !== row.publicId) || (row.externalId && row.externalId !== state.externalId)) {
    return { row, outcome: 'reference_mismatch' };
  }
  if (row.status === 1) return { row, outcome: 'already_applied' };

  const details = {
    externalId: state.externalId,
    statusDetail: state.statusDetail,
    ...(state.qrCode !== undefined && state.qrCode !== null ? { qrCode: state.qrCode } : {}),
    ...(state.qrCodeBase64 !== undefined && state.qrCodeBase64 !== null ? { qrCodeBase64: state.qrCodeBase64 } : {}),
    ...(state.externalResourceUrl ? { externalResourceUrl: state.externalResourceUrl } : {}),
    ...(state.digitableLine ? { digitableLine: state.digitableLine } : {}),
    ...(state.expiresAt ? { expiresAt: state.expiresAt } : {}),
  };

  if (state.status !== 1) {
    if (row.status === 3 && state.status === 2) return { row, outcome: 'already_applied' };
    const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: state.status });
    return { row: updated, outcome: state.status === 3 ? 'rejected' : 'processing' };
  }

  if (state.amountCents !== null && state.amountCents !== row.amountCents) {
    const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: 2, statusDetail: 'amount_mismatch' });
    return { row: updated, outcome: 'amount_mismatch' };
  }

  const updated = await repo.updateGatewayPayment(tx, row.id, { ...details, status: 1 });
  const settled = await trySettle(tx, row, state.externalId);
  const key = `gateway:${row.gateway}:${state.externalId}:approved`;
  if (settled) {
    await post(tx, {
      kind: 'invoice_gateway_payment',
      idempotencyKey: key,
      reference: `invoice:${row.invoiceId}`,
      description: messages.gatewayPaymentEntry(row.invoiceId),
      legs: [
        { system: SystemAccount.GatewayClearing, amountCents: -row.amountCents },
        { system: SystemAccount.ClubRevenue, amountCents: row.amountCents },
      ],
    });
    return { row: updated, outcome: 'approved' };
  }
  await post(tx, {
    kind: 'gateway_payment_refund',
    idempotencyKey: key,
    reference: `invoice:${row.invoiceId}`,
    description: messages.duplicatePaymentRefund(row.invoiceId),
    legs: [
      { system: SystemAccount.GatewayClearing, amountCents: -row.amountCents },
      { member: row.userId, amountCents: row.amountCents, category: EarningCategory.Estorno },
    ],
  });
  return { row: updated, outcome: 'approved_refunded_to_wallet' };
}

/** Settles unless the invoice is no longer Pendente (no SQL failed then, so `tx` stays usable). */
async function trySettle(tx: DbOrTx, row: GatewayPaymentRow, externalId: string): Promise<boolean> {
  try {
    await settleInvoice(tx, row.invoiceId, { kind: 'gateway', gateway: row.gateway, externalId, paymentPublicId: row.publicId });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
}
