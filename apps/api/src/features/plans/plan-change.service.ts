import { InvoiceType, messages, UserStatus, UserType } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import type { PendingPlanChange } from '@clube/contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { conflict, forbidden, isUniqueViolation, notFound, unprocessable } from '../../platform/errors';
import { cancelPendingInvoices, createInvoice, toInvoiceDto } from '../invoices';
import { toPlanDto } from './plans.service';
import * as repo from './plans.repository';

/** Days the member has to pay a plan-change invoice, as for the adhesion (docs/plans.md#plan-changes). */
export const PLAN_CHANGE_DUE_DAYS = 3;

/** The index that keeps one pending plan change per member: the final guard against racing requests. */
const PENDING_CHANGE_INDEX = 'invoices_pending_plan_change_uq';

const toPendingDto = (p: { invoice: repo.InvoiceRow; plan: repo.PlanRow }): PendingPlanChange => ({
  PlanId: p.plan.id,
  Plan: toPlanDto(p.plan),
  Invoice: toInvoiceDto(p.invoice),
});

/** The member's pending plan change, or null. */
export async function pendingChange(db: DbOrTx, userId: number): Promise<PendingPlanChange | null> {
  const found = await repo.findPendingChange(db, userId);
  return found ? toPendingDto(found) : null;
}

/**
 * Asks to change to `planId` (docs/plans.md#plan-changes): an Ativo member, an active plan other
 * than his current one, and no other pending change. Issues the invoice type 3 for the plan's
 * Price, due in 3 days; paying it switches the plan (payments' settlement). Two racing requests
 * both pass the read; the partial unique index lets one insert through and the other gets 409.
 */
export async function requestChange(db: Db, user: AuthUser, planId: number, now: Date = new Date()): Promise<PendingPlanChange> {
  if (user.type === UserType.Administrator) throw forbidden(messages.planChangeAdmin);
  try {
    return await db.transaction(async (tx) => {
      const member = await repo.findMember(tx, user.id);
      if (!member) throw notFound(messages.userNotFound);
      if (member.status !== UserStatus.Ativo) throw unprocessable(messages.planChangeOnlyActive);
      const plan = await repo.findActivePlan(tx, planId);
      if (!plan) throw notFound(messages.planNotFound);
      if (member.planId === plan.id) throw conflict(messages.planChangeSamePlan);
      if (await repo.findPendingChange(tx, user.id)) throw conflict(messages.planChangePending);

      const invoice = await createInvoice(tx, {
        userId: user.id,
        type: InvoiceType.TrocaDePlano,
        description: messages.planChangeInvoiceDescription(plan.name),
        valueCents: plan.priceCents,
        dueDate: addDays(dayInSaoPaulo(now), PLAN_CHANGE_DUE_DAYS),
        planId: plan.id,
      });
      await writeAudit(tx, auditActorById(user.id), {
        action: 'plans.change_requested',
        target: `invoice:${invoice.id}`,
        data: { fromPlanId: member.planId, toPlanId: plan.id, valueCents: invoice.valueCents, impersonatorId: user.impersonatorId },
      });
      return toPendingDto({ invoice, plan });
    });
  } catch (err) {
    if (isUniqueViolation(err, PENDING_CHANGE_INDEX)) throw conflict(messages.planChangePending);
    throw err;
  }
}

/**
 * Cancels the member's pending change: its invoice becomes Cancelado. A gateway approval arriving
 * for it afterwards never pays it (it is refunded, docs/payments.md).
 */
export async function cancelChange(db: Db, user: AuthUser, now: Date = new Date()): Promise<Invoice> {
  return db.transaction(async (tx) => {
    // Pendente -> Cancelado in one guarded update of the invoices feature: a payment racing it wins or loses whole.
    const [cancelled] = await cancelPendingInvoices(tx, repo.pendingChangeCondition(user.id), { now, actorId: user.id });
    if (!cancelled) throw notFound(messages.planChangeNoPending);
    await writeAudit(tx, auditActorById(user.id), {
      action: 'plans.change_cancelled',
      target: `invoice:${cancelled.id}`,
      data: { toPlanId: cancelled.planId, valueCents: cancelled.valueCents, impersonatorId: user.impersonatorId },
    });
    return toInvoiceDto(cancelled);
  });
}
