import { and, eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, messages, UserStatus } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { cancelPendingInvoice } from './invoice-lifecycle.service';
import * as repo from './invoice-lifecycle.repository';
import type { InvoiceRow } from './invoice-lifecycle.repository';
import { toInvoiceDto } from './invoices.mapper';

/**
 * An operator cancels a Pendente invoice with a reason (docs/payments.md#cancelling-a-pending-invoice),
 * in one transaction: the invoice is locked first (a payment of it waits, or has committed), its
 * status and type are judged, then the lifecycle's guarded Pendente -> Cancelado runs the type's
 * handler (an order: cancelled, its stock released; a plan change: never switches; a Mensalidade
 * or a subscription period: not charged), and one audit row `invoices.cancel_pending` keeps the
 * reason, the operator and his address. No money moves: nothing was paid.
 */
export async function cancelPendingInvoiceByOperator(db: Db, actor: AuditActor, invoiceId: number, reason: string, now: Date = new Date()): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const current = await repo.lockInvoice(tx, invoiceId);
    if (!current) throw notFound(messages.invoiceNotFound);
    await refuseWhatMustStay(tx, current);
    const cancelled = (await cancelPendingInvoice(tx, invoiceId, { now, actorId: actor.userId }))!;
    await writeAudit(tx, actor, {
      action: 'invoices.cancel_pending',
      target: auditTarget('invoice', invoiceId),
      before: { status: current.status },
      after: { status: cancelled.status, cancelledAt: now.toISOString() },
      reason,
      data: { userId: current.userId, type: current.type, valueCents: current.valueCents, deliverValueCents: current.deliverValueCents },
    });
    return toInvoiceDto(cancelled);
  });
}

/**
 * What an operator may not cancel while pending: a paid or cancelled invoice (409 saying which),
 * an Adesão (the registration would be left with nothing to pay: blocking the member is the way),
 * and the open Mensalidade of an Inativo member (his way back, which the overdue job keeps too).
 */
async function refuseWhatMustStay(tx: DbOrTx, invoice: InvoiceRow) {
  if (invoice.status === InvoiceStatus.Pago) throw conflict(messages.invoicePaidUseCancelPaid);
  if (invoice.status !== InvoiceStatus.Pendente) throw conflict(messages.invoiceAlreadyCancelled);
  if (invoice.type === InvoiceType.Adesao) throw conflict(messages.adhesionInvoiceCancelRefused);
  if (invoice.type === InvoiceType.Mensalidade && invoice.userSubscriptionId === null) {
    const [inactive] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, invoice.userId), eq(users.status, UserStatus.Inativo)))
      .limit(1);
    if (inactive) throw conflict(messages.inactiveMonthlyFeeCancelRefused);
  }
}
