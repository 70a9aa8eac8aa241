import { BALANCE_PAYMENT_FEE_CENTS, centsToReais, EarningCategory, InvoiceStatus, InvoiceType, messages } from '@clube/contract';
import type { CancelPaidInvoiceResult } from '@clube/contract/bonuses';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { post, SystemAccount } from '../ledger';
import { clawBackInvoice } from './clawback.service';
import * as repo from './invoice-cancellation.repository';
import { audit } from './commissions.repository';

export const paidInvoiceRefundKey = (invoiceId: number) => `invoice:${invoiceId}:cancelPaid:refund`;

/**
 * An operator cancels a paid invoice (docs/bonuses.md#clawbacks), in one transaction: Pago ->
 * Cancelado, its commission lines clawed back, and, when it was paid with the balance, everything
 * the payer paid (value, delivery and the balance-payment fee) returned to his wallet as one
 * 8 Estorno. Paid by Mercado Pago, the money goes back through Mercado Pago (an operator's action
 * there); paid by the offline gateway, there is nothing to give back. Order invoices are refused:
 * their sellers were paid for the sale. What the payment did besides money (an activation, a
 * plan, the next Mensalidade) stays. Audited with the reason and the operator's address.
 */
export async function cancelPaidInvoice(db: Db, operator: AuthUser, invoiceId: number, reason: string, ip: string | null, now: Date = new Date()): Promise<CancelPaidInvoiceResult> {
  return db.transaction(async (tx) => {
    const current = await repo.lockInvoice(tx, invoiceId);
    if (!current) throw notFound(messages.invoiceNotFound);
    if (current.status !== InvoiceStatus.Pago) throw conflict(messages.invoiceNotPaidToCancel);
    if (current.type === InvoiceType.B2B || current.type === InvoiceType.B2C) throw conflict(messages.orderInvoiceCancelPaidRefused);
    const cancelled = (await repo.markPaidInvoiceCancelled(tx, invoiceId, now))!;
    const clawback = await clawBackInvoice(tx, invoiceId, reason, operator.id, now);

    let refundedCents = 0;
    if (cancelled.settledVia === 'balance') {
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
        at: now,
      });
      refundedCents = paidCents + BALANCE_PAYMENT_FEE_CENTS;
    }

    await audit(tx, {
      actorId: operator.id,
      action: 'invoices.cancel_paid',
      target: `invoice:${invoiceId}`,
      data: {
        reason,
        ip,
        before: { status: current.status, paidAt: current.paidAt?.toISOString() ?? null, settledVia: current.settledVia },
        after: { status: cancelled.status, cancelledAt: now.toISOString() },
        userId: cancelled.userId,
        type: cancelled.type,
        clawedBackLines: clawback.lines,
        clawedBackCents: clawback.clawedBackCents,
        unrecoveredCents: clawback.unrecoveredCents,
        refundedCents,
      },
    });
    return {
      InvoiceId: invoiceId,
      Status: cancelled.status,
      ClawedBackLines: clawback.lines,
      ClawedBack: centsToReais(clawback.clawedBackCents),
      Unrecovered: centsToReais(clawback.unrecoveredCents),
      Refunded: centsToReais(refundedCents),
    };
  });
}
