import { InvoiceStatus, InvoiceType, messages, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import { addMonths, dayInSaoPaulo } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import { createPeriodInvoice } from '../invoices';
import { reactivateOnMonthlyFeePaid } from '../billing';
import * as repo from './payments.repository';
import { evaluateAfterPayment } from '../career-plan';
import { onOrderInvoicePaid } from '../orders';
import { payCommissions } from '../bonuses';
import { onSubscriptionInvoicePaid } from '../subscriptions';
import type { InvoiceRow, SettledVia } from './payments.repository';

/** How the invoice was paid (kept in the audit log). */
export type SettlementHow =
  | { kind: 'balance'; actorId: number; transactionId?: number }
  | { kind: 'gateway'; gateway: 'offline' | 'mercadopago'; externalId: string; paymentPublicId: string; paymentId: number };

const settledViaOf = (how: SettlementHow): SettledVia => (how.kind === 'balance' ? 'balance' : how.gateway);

/**
 * Marks a Pendente invoice Pago and applies what paying it means, inside the caller's transaction
 * `tx`. The status change is one conditional update (`WHERE status = 1`), so an invoice is paid at
 * most once whatever races; a paid or cancelled invoice is refused with 409 and the caller's
 * transaction rolls back whole. The invoice's other open gateway attempts are rejected with it,
 * and what paid it is kept in settled_via (docs/payments.md).
 */
export async function settleInvoice(tx: DbOrTx, invoiceId: number, how: SettlementHow, now: Date = new Date()): Promise<InvoiceRow> {
  const via = settledViaOf(how);
  const paid = await repo.markInvoicePaid(tx, invoiceId, now, via);
  if (!paid) {
    const current = await repo.findInvoice(tx, invoiceId);
    if (!current) throw notFound(messages.invoiceNotFound);
    throw conflict(current.status === InvoiceStatus.Cancelado ? messages.invoiceCancelled : messages.invoiceAlreadyPaid);
  }
  const rejectedAttempts = await repo.rejectOpenAttempts(tx, paid.id, how.kind === 'gateway' ? how.paymentId : null, now);
  await applyEffect(tx, paid, via, now);
  // The sponsor chain's bonuses, in this same transaction (docs/bonuses.md#commission-lines).
  await payCommissions(tx, paid, via, now);
  // Ranks are evaluated when payments land (docs/payments.md); a failure there never undoes the payment.
  await evaluateAfterPayment(tx, paid.userId, now);
  await writeAudit(tx, auditActorById(how.kind === 'balance' ? how.actorId : null), {
    action: 'invoices.paid',
    target: `invoice:${paid.id}`,
    data: { ...how, settledVia: via, rejectedAttempts, type: paid.type, userId: paid.userId, valueCents: paid.valueCents, deliverValueCents: paid.deliverValueCents },
  });
  return paid;
}

/**
 * Adhesion activates, each monthly fee schedules the next, a plan change switches. An adhesion
 * paid by the demonstration gateway activates in sandbox; real money paying any invoice later
 * clears it (docs/payments.md).
 */
async function applyEffect(tx: DbOrTx, inv: InvoiceRow, via: SettledVia, now: Date) {
  if (via !== 'offline' && inv.type !== InvoiceType.Adesao) await repo.clearSandboxActivation(tx, inv.userId, now);
  switch (inv.type) {
    case InvoiceType.Adesao: {
      await repo.activateMember(tx, inv.userId, inv.planId, now, via === 'offline');
      const plan = inv.planId !== null ? await repo.findPlan(tx, inv.planId) : undefined;
      if (plan) await scheduleMonthlyFee(tx, inv.userId, plan, addMonths(dayInSaoPaulo(now), 1));
      return;
    }
    case InvoiceType.Mensalidade: {
      // The member's current plan wins: a plan change since this fee was issued sets the next fee.
      const user = await repo.findUser(tx, inv.userId);
      // An Inativo member who pays comes back, his new cycle from today (docs/plans.md#recurring-billing).
      const back = user?.status === UserStatus.Inativo && (await reactivateOnMonthlyFeePaid(tx, inv.userId, inv.id, now, via === 'offline'));
      const cycleFrom = back && dayInSaoPaulo(now) > inv.dueDate ? dayInSaoPaulo(now) : inv.dueDate;
      const planId = user?.planId ?? inv.planId;
      const plan = planId !== null && planId !== undefined ? await repo.findPlan(tx, planId) : undefined;
      if (plan) await scheduleMonthlyFee(tx, inv.userId, plan, addMonths(cycleFrom, 1));
      return;
    }
    case InvoiceType.TrocaDePlano:
      if (inv.planId !== null) await repo.switchPlan(tx, inv.userId, inv.planId, now);
      return;
    case InvoiceType.B2B:
    case InvoiceType.B2C:
      // The order becomes Pago, its stock sold, its seller credited (docs/marketplace.md#orders).
      await onOrderInvoicePaid(tx, inv, via, now);
      return;
    case InvoiceType.Assinatura:
      // Paid through the billed period; the next one is billed from then (docs/plans.md#subscriptions).
      await onSubscriptionInvoicePaid(tx, inv, now);
      return;
    default:
      return;
  }
}

async function scheduleMonthlyFee(tx: DbOrTx, userId: number, plan: { id: number; name: string; monthlyPaymentCents: number }, dueDate: string) {
  if (plan.monthlyPaymentCents <= 0) return;
  // One fee per period: the billing job may have issued it already (docs/plans.md#recurring-billing).
  await createPeriodInvoice(tx, {
    userId,
    type: InvoiceType.Mensalidade,
    description: messages.monthlyInvoiceDescription(plan.name),
    valueCents: plan.monthlyPaymentCents,
    dueDate,
    billingPeriod: dueDate,
    planId: plan.id,
  });
}
