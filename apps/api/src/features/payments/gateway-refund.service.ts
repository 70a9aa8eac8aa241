import { and, desc, eq } from 'drizzle-orm';
import { PaymentStatus } from '@clube/contract';
import type { Db, DbOrTx } from '../../db/client';
import { gatewayPayments } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments';
import { writeAudit } from '../../platform/audit';
import { RefundDetail } from './gateway-apply.service';
import { postGatewayReversal } from './gateway-reversal.service';
import * as repo from './payments.repository';
import type { GatewayPaymentRow } from './payments.repository';

/** The gateway payment whose money goes back, once the withdrawal's transaction committed. */
export interface PendingGatewayRefund {
  paymentId: number;
  gateway: GatewayPaymentRow['gateway'];
  externalId: string;
  publicId: string;
  invoiceId: number;
  userId: number;
  amountCents: number;
}

/**
 * The payer withdrew from a paid invoice settled through a gateway (docs/payments.md#refund-by-the-same-means),
 * inside the withdrawal's transaction, the invoice already locked and cancelled: its approved attempt
 * is locked and closed (status 3, detail `refund_pending`), and the club's books give the payment back
 * (club revenue -> gateway clearing, the key a gateway's own refund notice would use, so that notice
 * finds it done: applyGatewayState answers `already_applied` to a closed attempt). Answers what
 * refundGatewaySettlement must ask the gateway after the commit, or undefined when no approved
 * attempt paid the invoice.
 */
export async function reverseGatewaySettlement(tx: DbOrTx, invoiceId: number, now: Date = new Date()): Promise<PendingGatewayRefund | undefined> {
  const [approved] = await tx
    .select({ id: gatewayPayments.id })
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.invoiceId, invoiceId), eq(gatewayPayments.status, PaymentStatus.Approved)))
    .orderBy(desc(gatewayPayments.id))
    .limit(1);
  if (!approved) return undefined;
  const row = (await repo.lockGatewayPayment(tx, approved.id))!;
  if (row.status !== PaymentStatus.Approved || !row.externalId) return undefined;
  await repo.updateGatewayPayment(tx, row.id, { status: PaymentStatus.Rejected, statusDetail: RefundDetail.Pending });
  await postGatewayReversal(tx, row, row.externalId, now);
  const pending: PendingGatewayRefund = {
    paymentId: row.id,
    gateway: row.gateway,
    externalId: row.externalId,
    publicId: row.publicId,
    invoiceId: row.invoiceId,
    userId: row.userId,
    amountCents: row.amountCents,
  };
  await auditRefund(tx, 'payments.refund_requested', pending, { withdrawal: true });
  return pending;
}

/**
 * After the withdrawal committed (a call to the provider never holds a database lock): the gateway
 * gives the payment back (Mercado Pago's total refund, whose idempotency key makes a retry the same
 * refund; the offline gateway has nothing to give back). A failure stays recorded as `refund_failed`
 * on the attempt and in the audit log for an operator; the withdrawal itself stands.
 */
export async function refundGatewaySettlement(db: Db, gateway: PaymentGateway, pending: PendingGatewayRefund): Promise<'refunded' | 'refund_failed'> {
  try {
    if (gateway.name !== pending.gateway) throw new Error(`the attempt was made with ${pending.gateway}, the server now runs ${gateway.name}`);
    await gateway.refundPayment(pending.externalId);
  } catch (err) {
    await repo.updateGatewayPayment(db, pending.paymentId, { statusDetail: RefundDetail.Failed });
    await auditRefund(db, 'payments.refund_failed', pending, { withdrawal: true, error: err instanceof Error ? err.message.slice(0, 300) : 'unknown' });
    return 'refund_failed';
  }
  await repo.updateGatewayPayment(db, pending.paymentId, { statusDetail: RefundDetail.Done });
  await auditRefund(db, 'payments.refunded', pending, { withdrawal: true });
  return 'refunded';
}

function auditRefund(db: DbOrTx, action: string, p: PendingGatewayRefund, extra: Record<string, unknown>) {
  return writeAudit(db, null, {
    action,
    target: `payment:${p.publicId}`,
    data: { gateway: p.gateway, externalId: p.externalId, invoiceId: p.invoiceId, userId: p.userId, amountCents: p.amountCents, ...extra },
  });
}
