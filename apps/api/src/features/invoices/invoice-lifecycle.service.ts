import { InvoiceStatus, messages } from '@clube/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { useGenericPlans } from '../../db/generic-plans';
import { auditActorById, writeAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { invoiceHandlers, typeHandler, type CancelledInvoice, type Step } from './invoice-handlers';
import * as repo from './invoice-lifecycle.repository';
import type { InvoiceRow, SettledVia } from './invoice-lifecycle.repository';
import { lockMemberAccounts } from './member-locks';

/*
 * The invoice's lifecycle (docs/payments.md#invoice-lifecycle-and-handlers): issue (invoices.service.ts),
 * settle, cancel pending, expire, and cancel paid (invoice-cancel-paid.service.ts). Each
 * transition is one guarded statement of invoice-lifecycle.repository.ts, then the handlers of
 * the invoice's type, in the caller's transaction.
 */

/** How an invoice is being paid: the payments feature's part of a settlement. */
export interface Settlement {
  via: SettledVia;
  /** Who paid, for the audit row (a balance payment's member); null for a gateway. */
  actorId: number | null;
  /** The payment moves the payer's own ledger account (a balance payment): it is locked with the others. */
  payerPosts: boolean;
  /**
   * Whether the caller may pay this invoice (platform/access.ts): throws the answer otherwise. Asked
   * of the invoice as the guarded update found it, and of an invoice it could not move before its
   * status is told: another member's invoice answers like a missing one, paid or not.
   */
  admit?(invoice: InvoiceRow): void;
  /**
   * The payment's writes that touch no ledger account, before the members are locked (the
   * payments feature closes the invoice's other attempts). Answers what the `invoices.paid` audit
   * row keeps of the payment.
   */
  close(invoice: InvoiceRow): Promise<Record<string, unknown>>;
  /**
   * The payment's own posting, the FIRST once the members are locked and before any handler
   * writes (the payer's balance debit), so a short balance is found before an order, a commission
   * or a rank is written.
   */
  pay(invoice: InvoiceRow): Promise<void>;
  now: Date;
}

/**
 * Settle: Pendente -> Pago, inside the caller's transaction `tx`, then what paying means:
 * 1. the guarded transition (`WHERE status = Pendente`): an invoice is paid at most once whatever
 *    races; a paid or cancelled one is refused with 409 ('Esta fatura já foi paga.' / '... cancelada
 *    ...'), an unknown one with 404, and the caller's transaction rolls back whole;
 * 2. the payer's, the type's and the commissions' handlers decide, in that order, what they will
 *    post and to whom (reads; the payer's sandbox flag is cleared first, as the commissions read it);
 * 3. the payment's writes that need no member lock (settlement.close: the other attempts closed)
 *    and one audit row `invoices.paid`;
 * 4. every member ledger account the settlement touches (the payer when he pays with his balance,
 *    the seller, every beneficiary) is locked together, in one statement in account order;
 * 5. the payment's own posting (settlement.pay: the balance debit) is the first posting;
 * 6. the handlers' writes and postings, in the same order; the career plan once the transaction
 *    has committed (docs/payments.md#invoice-lifecycle-and-handlers, "Lock order").
 */
export async function settleInvoice(tx: DbOrTx, invoiceId: number, settlement: Settlement): Promise<InvoiceRow> {
  const { via, now } = settlement;
  await useGenericPlans(tx);
  const paid = await repo.markPaid(tx, invoiceId, now, via);
  if (!paid) {
    const current = await repo.findInvoice(tx, invoiceId);
    if (!current) throw notFound(messages.invoiceNotFound);
    settlement.admit?.(current);
    throw conflict(current.status === InvoiceStatus.Cancelado ? messages.invoiceCancelled : messages.invoiceAlreadyPaid);
  }
  // Refused here, the caller's transaction rolls back and the update with it.
  settlement.admit?.(paid);
  const handlers = invoiceHandlers();
  const ctx = { via, now };
  // One after the other: a later step decides on what an earlier one did (the payer's sandbox
  // flag, cleared by real money, decides his cashback).
  const steps: Array<Step<unknown>> = [];
  steps.push(await handlers.payer.settle(tx, paid, ctx));
  steps.push(await typeHandler(paid.type).settle(tx, paid, ctx));
  steps.push(await handlers.commissions.settle(tx, paid, ctx));
  // Everything that needs no member lock comes before the lock: the members are held from here to
  // the commit, and the busiest of them (the top of a network) are shared by most payments.
  const paymentAudit = await settlement.close(paid);
  await writeAudit(tx, auditActorById(settlement.actorId), {
    action: 'invoices.paid',
    target: `invoice:${paid.id}`,
    data: { ...paymentAudit, type: paid.type, userId: paid.userId, valueCents: paid.valueCents, deliverValueCents: paid.deliverValueCents },
  });
  await lockMemberAccounts(tx, [...(settlement.payerPosts ? [paid.userId] : []), ...steps.flatMap((s) => s.members)]);
  await settlement.pay(paid);
  for (const step of steps) await step.apply();
  await handlers.ranks.settle(tx, paid, ctx);
  return paid;
}

/**
 * Cancel pending: Pendente -> Cancelado for the invoices `where` selects (a condition on the
 * invoices table; the status guard is added by the repository), then their types' cancelPending
 * handlers, in the caller's transaction. A payment racing it either won (nothing here is
 * cancelled) or finds it Cancelado (409). Answers the invoices cancelled now.
 */
export async function cancelPendingInvoices(tx: DbOrTx, where: SQL, ctx: { now: Date; actorId: number | null }): Promise<InvoiceRow[]> {
  const cancelled = await repo.markPendingCancelled(tx, where, ctx.now);
  await runCancelPending(tx, cancelled, ctx);
  return cancelled;
}

/** Cancel pending of one invoice, only when of one of `types` when given. Answers it, or undefined when it was not pending. */
export async function cancelPendingInvoice(
  tx: DbOrTx,
  invoiceId: number,
  ctx: { now: Date; actorId: number | null; types?: readonly number[] },
): Promise<InvoiceRow | undefined> {
  const [cancelled] = await cancelPendingInvoices(tx, repo.invoiceIs(invoiceId, ctx.types), ctx);
  return cancelled;
}

/**
 * Expire, set-based (the billing jobs' overdue invoices): Pendente -> Cancelado for the invoices
 * `ids` names that are still Pendente, in one statement, then their types' cancelPending
 * handlers. Answers what it cancelled; an id paid meanwhile is left alone.
 */
export async function expireInvoices(tx: DbOrTx, ids: number[], now: Date): Promise<CancelledInvoice[]> {
  const expired = await repo.expirePending(tx, ids, now);
  await runCancelPending(tx, expired, { now, actorId: null });
  return expired;
}

/** Each type's handler once, with its invoices, in type order. */
async function runCancelPending(tx: DbOrTx, cancelled: CancelledInvoice[], ctx: { now: Date; actorId: number | null }) {
  const byType = new Map<number, CancelledInvoice[]>();
  for (const c of cancelled) byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  for (const type of [...byType.keys()].sort((a, b) => a - b)) await typeHandler(type).cancelPending(tx, byType.get(type)!, ctx);
}
