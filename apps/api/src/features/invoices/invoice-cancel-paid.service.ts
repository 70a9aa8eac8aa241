import { BALANCE_PAYMENT_FEE_CENTS, centsToReais, EarningCategory, InvoiceStatus, InvoiceType, messages } from '@clube/contract';
import type { CancelPaidInvoiceResult } from '@clube/contract/bonuses';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { post, SystemAccount } from '../ledger';
import { invoiceHandlers, typeHandler, type ClawbackFigures } from './invoice-handlers';
import * as repo from './invoice-lifecycle.repository';
import type { InvoiceRow } from './invoice-lifecycle.repository';
import { lockMemberAccounts } from './member-locks';

/*
 * Cancel paid: Pago -> Cancelado, the inverse of a settlement in money (docs/bonuses.md#clawbacks,
 * docs/payments.md#invoice-lifecycle-and-handlers): the commissions' and the type's cancelPaid
 * handlers (in the reverse order of settle), and, when asked, the payer's money back to his wallet.
 */

export const paidInvoiceRefundKey = (invoiceId: number) => `invoice:${invoiceId}:cancelPaid:refund`;

const isOrder = (type: number) => type === InvoiceType.B2B || type === InvoiceType.B2C;

interface PaidInvoiceCancellation {
  reason: string;
  /** The operator, with his address; null for the gateway's notification. */
  actor: AuditActor | null;
  /** `invoices.cancel_paid` (an operator) or `invoices.payment_reversed` (the gateway). */
  action: string;
  /** Balance payments only: what the payer paid returns to his wallet (8 Estorno). */
  refundToWallet: boolean;
  /** What the audit row keeps besides before/after, the reason and the amounts (the gateway's status). */
  auditData: Record<string, unknown>;
  now: Date;
  /** The payer's right of withdrawal (CDC art. 49), told to the handlers. */
  withdrawal?: boolean;
}

export interface PaidInvoiceCancelled {
  invoiceId: number;
  status: number;
  clawback: ClawbackFigures;
  refundedCents: number;
  /** What had settled it: a gateway's money goes back through that gateway (payments' refundGatewaySettlement). */
  settledVia?: string | null;
  /** What the type's handler reported (an order invoice: `order`, the seller's credit taken back). */
  [key: string]: unknown;
}

/**
 * The core of cancelling a paid invoice, for an invoice locked and known to be Pago, inside the
 * caller's transaction: the guarded Pago -> Cancelado, then the handlers decide (the commission
 * lines to claw back, an order's sale to take back from its seller), every member account they
 * and the refund touch is locked together, and their postings run: clawback, the type's, the
 * refund. One audit row on the invoice holds the figures of all of them.
 */
async function cancelLockedPaidInvoice(tx: DbOrTx, current: InvoiceRow, c: PaidInvoiceCancellation): Promise<PaidInvoiceCancelled> {
  const { id: invoiceId } = current;
  const cancelled = (await repo.markPaidCancelled(tx, invoiceId, c.now))!;
  const ctx = { now: c.now, reason: c.reason, via: cancelled.settledVia, withdrawal: c.withdrawal === true };
  const clawbackStep = await invoiceHandlers().commissions.cancelPaid(tx, cancelled, ctx);
  const typeStep = await typeHandler(cancelled.type).cancelPaid(tx, cancelled, ctx);
  const refund = c.refundToWallet && cancelled.settledVia === 'balance';
  await lockMemberAccounts(tx, [...(refund ? [cancelled.userId] : []), ...clawbackStep.members, ...typeStep.members]);
  const clawback = await clawbackStep.apply();
  const typeOutcome = (await typeStep.apply()) ?? {};

  let refundedCents = 0;
  if (refund) {
    const paidCents = cancelled.valueCents + cancelled.deliverValueCents;
    const legs = [
      { system: SystemAccount.ClubRevenue, amountCents: -paidCents },
      { system: SystemAccount.Fees, amountCents: -BALANCE_PAYMENT_FEE_CENTS },
      { member: cancelled.userId, amountCents: paidCents + BALANCE_PAYMENT_FEE_CENTS, category: EarningCategory.Estorno },
    ].filter((l) => l.amountCents !== 0);
    await post(tx, {
      kind: 'invoice_paid_refund',
      idempotencyKey: paidInvoiceRefundKey(invoiceId),
      reference: `invoice:${invoiceId}`,
      description: messages.paidInvoiceRefundEntry(invoiceId),
      legs,
      at: c.now,
    });
    refundedCents = paidCents + BALANCE_PAYMENT_FEE_CENTS;
  }

  await writeAudit(tx, c.actor, {
    action: c.action,
    target: auditTarget('invoice', invoiceId),
    before: { status: current.status, paidAt: current.paidAt?.toISOString() ?? null, settledVia: current.settledVia },
    after: { status: cancelled.status, cancelledAt: c.now.toISOString() },
    reason: c.reason,
    data: {
      ...c.auditData,
      userId: cancelled.userId,
      type: cancelled.type,
      clawedBackLines: clawback.lines,
      clawedBackCents: clawback.clawedBackCents,
      unrecoveredCents: clawback.unrecoveredCents,
      clawbackTransactionId: clawback.transactionId,
      heldCancelledCents: clawback.heldCancelledCents,
      refundedCents,
      ...typeOutcome,
    },
  });
  return { ...typeOutcome, invoiceId, status: cancelled.status, clawback, refundedCents, settledVia: cancelled.settledVia };
}

/**
 * An operator cancels a paid invoice (docs/bonuses.md#clawbacks), in one transaction: Pago ->
 * Cancelado, its commission lines clawed back, and, when it was paid with the balance, everything
 * the payer paid (value, delivery and the balance-payment fee) returned to his wallet as one
 * 8 Estorno. Paid by Mercado Pago, the money goes back through Mercado Pago (an operator's action
 * there); paid by the offline gateway, there is nothing to give back. Order invoices are refused:
 * their sellers were paid for the sale. What the payment did besides money (an activation, a
 * plan, the next Mensalidade) stays. One audit row (`invoice:<id>`) with the reason and the
 * operator's address.
 */
export async function cancelPaidInvoice(
  db: Db,
  actor: AuditActor,
  invoiceId: number,
  reason: string,
  now: Date = new Date(),
): Promise<CancelPaidInvoiceResult> {
  return db.transaction(async (tx) => {
    const current = await repo.lockInvoice(tx, invoiceId);
    if (!current) throw notFound(messages.invoiceNotFound);
    if (current.status !== InvoiceStatus.Pago) throw conflict(messages.invoiceNotPaidToCancel);
    if (isOrder(current.type)) throw conflict(messages.orderInvoiceCancelPaidRefused);
    const done = await cancelLockedPaidInvoice(tx, current, { reason, actor, action: 'invoices.cancel_paid', refundToWallet: true, auditData: {}, now });
    return {
      InvoiceId: invoiceId,
      Status: done.status,
      ClawedBackLines: done.clawback.lines,
      ClawedBack: centsToReais(done.clawback.clawedBackCents),
      Unrecovered: centsToReais(done.clawback.unrecoveredCents),
      Refunded: centsToReais(done.refundedCents),
      HeldCancelled: centsToReais(done.clawback.heldCancelledCents),
    };
  });
}

/** The payer's withdrawal of a paid invoice (CDC art. 49), inside the caller's transaction. */
export interface InvoiceWithdrawal {
  /** The payer himself, with his address. */
  actor: AuditActor;
  reason: string;
  now: Date;
  /**
   * Runs with the invoice locked, whatever its status, before anything changes: the caller's own
   * rules and messages (the 7 days, a withdrawal done already), throwing its 4xx to leave
   * everything as it was. An invoice still not Pago after it is refused with 409.
   */
  check?: (invoice: InvoiceRow) => Promise<void> | void;
}

/**
 * The payer withdraws from what a paid invoice bought (an order, his adhesion: CDC art. 49;
 * docs/marketplace.md#withdrawal-of-a-purchase, docs/club.md#withdrawal-of-the-adhesion,
 * docs/payments.md#refund-by-the-same-means), inside the caller's transaction: the same
 * cancellation as an operator's cancelPaid (the commissions' and the type's handlers, told it is
 * a withdrawal), orders included, and a balance payment's whole amount (fee included) back to his
 * wallet as 8 Estorno. A gateway's payment is left to the caller, who gives it back through that
 * gateway (payments' reverseGatewaySettlement in this transaction, refundGatewaySettlement after
 * it). Refused with 409 once the invoice is no longer Pago (a withdrawal racing another finds it
 * cancelled). One audit row `invoices.withdrawn` with the payer as actor.
 */
export async function cancelPaidInvoiceForWithdrawal(tx: DbOrTx, invoiceId: number, w: InvoiceWithdrawal): Promise<PaidInvoiceCancelled> {
  const current = await repo.lockInvoice(tx, invoiceId);
  if (!current) throw notFound(messages.invoiceNotFound);
  await w.check?.(current);
  if (current.status !== InvoiceStatus.Pago) throw conflict(messages.invoiceNotPaidToCancel);
  return cancelLockedPaidInvoice(tx, current, {
    reason: w.reason,
    actor: w.actor,
    action: 'invoices.withdrawn',
    refundToWallet: true,
    auditData: { withdrawal: true },
    now: w.now,
    withdrawal: true,
  });
}

/** What the gateway said about the payment whose money went back (kept in the audit row). */
export interface GatewayReversal {
  gateway: string;
  externalId: string;
  paymentPublicId: string;
  /** The gateway's own status: `refunded` or `charged_back`. */
  gatewayStatus: string;
  gatewayStatusDetail: string;
}

/**
 * The gateway gave a payment that settled this invoice back to the payer (a refund or a
 * chargeback: docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice), inside the caller's transaction: the
 * invoice is cancelled as by `cancelPaid`, with nothing returned to the wallet (the money went
 * back through the gateway) and, for an order, the seller's credit taken back too. Answers
 * undefined when the invoice is no longer Pago (an operator cancelled it already): nothing more
 * to do, so a notification delivered again changes nothing.
 */
export async function cancelPaidInvoiceReversedByGateway(
  tx: DbOrTx,
  invoiceId: number,
  g: GatewayReversal,
  now: Date = new Date(),
): Promise<PaidInvoiceCancelled | undefined> {
  const current = await repo.lockInvoice(tx, invoiceId);
  if (!current || current.status !== InvoiceStatus.Pago) return undefined;
  return cancelLockedPaidInvoice(tx, current, {
    reason: `${g.gateway}: ${g.gatewayStatus}`,
    actor: null,
    action: 'invoices.payment_reversed',
    refundToWallet: false,
    auditData: { ...g },
    now,
  });
}
