import { centsToReais, InvoiceStatus, messages } from '@clube/contract';
import type { AdhesionWithdrawal, AdhesionWithdrawn } from '@clube/contract/plans';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments';
import { writeAudit, type AuditActor } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { withdrawalDeadline } from '../../platform/withdrawal-window';
import { cancelPaidInvoiceForWithdrawal, cancelPendingInvoices } from '../invoices';
import { refundGatewaySettlement, reverseGatewaySettlement } from '../payments';
import * as repo from './plans.repository';

/** Whether the member may still withdraw from his adhesion, and until when (docs/club.md#withdrawal-of-the-adhesion). */
export async function adhesionWithdrawalOf(db: Db, userId: number, now: Date = new Date()): Promise<AdhesionWithdrawal> {
  const paid = await repo.lastPaidAdhesion(db, userId);
  if (!paid?.paidAt) return { InvoiceId: null, PaidOn: null, Deadline: null, CanWithdraw: false };
  const deadline = withdrawalDeadline(paid.paidAt);
  return { InvoiceId: paid.id, PaidOn: paid.paidAt.toISOString(), Deadline: deadline.toISOString(), CanWithdraw: now.getTime() <= deadline.getTime() };
}

/**
 * 'Desistir da adesão' (CDC art. 49: joining is a contract signed online; docs/club.md#withdrawal-of-the-adhesion),
 * in one transaction: the paid Adesão goes through the invoice lifecycle's cancel-paid core
 * (cancelPaidInvoiceForWithdrawal: its commissions undone, a balance payment back to the wallet,
 * fee included), a gateway's payment reversed in the books, every invoice of his still Pendente
 * cancelled (the first Mensalidade, a plan change, an unpaid order: its stock returns), and he is
 * made Inativo (a blocked member stays Bloqueado). After the commit, the gateway's refund.
 * Refused after the end of the 7th day from the payment, or without a paid adhesion (a second
 * withdrawal racing the first waits on the invoice's lock and finds it cancelled).
 */
export async function withdrawAdhesion(db: Db, gateway: PaymentGateway, actor: AuditActor, now: Date = new Date()): Promise<AdhesionWithdrawn> {
  const userId = actor.userId;
  const { result, pending } = await db.transaction(async (tx) => {
    const paid = await repo.lastPaidAdhesion(tx, userId);
    if (!paid) throw conflict(messages.adhesionNotPaid);
    // His open invoices first: a payment of one of them racing this locks that invoice and then the
    // member accounts, the order this takes too (a refusal below rolls these back with the rest).
    const cancelled = await cancelPendingInvoices(tx, repo.pendingInvoicesCondition(userId), { now, actorId: userId });
    const done = await cancelPaidInvoiceForWithdrawal(tx, paid.id, {
      actor,
      reason: messages.adhesionWithdrawnReason,
      now,
      check: (locked) => {
        if (locked.status !== InvoiceStatus.Pago || !locked.paidAt) throw conflict(messages.adhesionNotPaid);
        if (now.getTime() > withdrawalDeadline(locked.paidAt).getTime()) throw conflict(messages.adhesionWithdrawalExpired);
      },
    });
    const viaGateway = done.settledVia === 'mercadopago' || done.settledVia === 'offline';
    const pending = viaGateway ? await reverseGatewaySettlement(tx, paid.id, now) : undefined;
    const status = await repo.makeInactive(tx, userId, now);
    await writeAudit(tx, actor, {
      action: 'users.adhesion_withdrawn',
      target: `user:${userId}`,
      after: { status },
      reason: messages.adhesionWithdrawnReason,
      data: { invoiceId: paid.id, refundedCents: done.refundedCents, viaGateway, cancelledInvoiceIds: cancelled.map((c) => c.id) },
    });
    const result: AdhesionWithdrawn = {
      InvoiceId: paid.id,
      RefundedToWallet: centsToReais(done.refundedCents),
      RefundedThroughGateway: centsToReais(pending?.amountCents ?? 0),
      CancelledInvoicesIds: cancelled.map((c) => c.id),
      UserStatus: status,
    };
    return { result, pending };
  });
  if (pending) await refundGatewaySettlement(db, gateway, pending);
  return result;
}
