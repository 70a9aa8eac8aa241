import { eq, sql } from 'drizzle-orm';
import { InvoiceType, messages, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { plans, users } from '../../db/schema';
import { addMonths, dayInSaoPaulo } from '../../platform/dates';
import { createPeriodInvoice, type InvoiceRow, type InvoiceTypeHandler, type SettleContext } from '../invoices';
import { reactivateOnMonthlyFeePaid } from './reactivation';

/**
 * Issues the Mensalidade of the period starting `dueDate` for `plan`'s fee, unless that period is
 * billed already (the billing job may have issued it: docs/plans.md#recurring-billing). A plan
 * with no monthly fee issues nothing.
 */
export async function scheduleNextMonthlyFee(tx: DbOrTx, userId: number, plan: { id: number; name: string; monthlyPaymentCents: number }, dueDate: string) {
  if (plan.monthlyPaymentCents <= 0) return;
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

/**
 * Mensalidade, in the invoices feature's lifecycle (docs/payments.md#invoice-lifecycle-and-handlers,
 * docs/plans.md#recurring-billing): paid, an Inativo member comes back (his new cycle from today)
 * and the next fee is issued, for the member's current plan (a plan change since this fee was
 * issued sets the next one). Cancelled while pending (the overdue job), nothing else here: the job
 * decides the member's status itself. Cancelled once paid, the access it bought stays.
 */
export const monthlyFeeInvoiceHandler: InvoiceTypeHandler = {
  // The member and his plan are read before the settlement locks its members; the writes come after.
  settle: async (tx, invoice, ctx) => {
    const member = await memberAndPlan(tx, invoice);
    return { members: [], apply: () => monthlyFeePaid(tx, invoice, ctx, member) };
  },
  cancelPending: async () => undefined,
  cancelPaid: async () => ({ members: [], apply: async () => undefined }),
};

/** The member's status and his current plan (the fee's own plan when he has none), in one read. */
async function memberAndPlan(tx: DbOrTx, invoice: InvoiceRow) {
  const [row] = await tx
    .select({ status: users.status, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, sql`coalesce(${users.planId}, ${invoice.planId}::int)`))
    .where(eq(users.id, invoice.userId))
    .limit(1);
  return row;
}

async function monthlyFeePaid(tx: DbOrTx, invoice: InvoiceRow, ctx: SettleContext, member: Awaited<ReturnType<typeof memberAndPlan>>) {
  const back = member?.status === UserStatus.Inativo && (await reactivateOnMonthlyFeePaid(tx, invoice.userId, invoice.id, ctx.now, ctx.via === 'offline'));
  const cycleFrom = back && dayInSaoPaulo(ctx.now) > invoice.dueDate ? dayInSaoPaulo(ctx.now) : invoice.dueDate;
  if (member?.plan) await scheduleNextMonthlyFee(tx, invoice.userId, member.plan, addMonths(cycleFrom, 1));
}
