import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { invoices, plans, users } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface PlanListQuery {
  status: number;
  name?: string | null;
  descending?: boolean;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(q: Pick<PlanListQuery, 'status' | 'name'>): SQL | undefined {
  const conds: SQL[] = [eq(plans.status, q.status)];
  if (q.name) conds.push(ilike(plans.name, `%${escapeLike(q.name)}%`));
  return and(...conds);
}

export async function listPlans(db: DbOrTx, q: PlanListQuery): Promise<{ rows: PlanRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where(q))
      .orderBy(q.descending ? desc(plans.id) : asc(plans.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(plans).where(where(q)),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function countActivePlans(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(plans).where(eq(plans.status, 1));
  return Number(row?.total ?? 0);
}

export async function findActivePlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.status, 1)))
    .limit(1);
  return row;
}

/** What a plan change needs to know of the member: kind, status and current plan. */
export async function findMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status, planId: users.planId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

const pendingChangeOf = (userId: number) =>
  and(eq(invoices.userId, userId), eq(invoices.type, InvoiceType.TrocaDePlano), eq(invoices.status, InvoiceStatus.Pendente));

/** The member's open plan-change invoice (at most one: invoices_pending_plan_change_uq) with its target plan. */
export async function findPendingChange(db: DbOrTx, userId: number): Promise<{ invoice: InvoiceRow; plan: PlanRow } | undefined> {
  // Plans are never deleted (an operator deactivates them), so the join always finds the target.
  const [row] = await db
    .select({ invoice: invoices, plan: plans })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(pendingChangeOf(userId))
    .limit(1);
  return row;
}

/** The member's pending plan change, as a condition on invoices (the invoices feature cancels it). */
export const pendingChangeCondition = (userId: number): SQL => pendingChangeOf(userId)!;

export async function findPlan(db: DbOrTx, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

/**
 * Adhesion paid: Ativo (a blocked member stays blocked), activated now, on the invoice's plan.
 * `sandbox`: paid by the demonstration gateway, so not active for ranks (docs/payments.md).
 */
export async function activateMember(db: DbOrTx, userId: number, planId: number | null, at: Date, sandbox: boolean) {
  await db
    .update(users)
    .set({
      status: sql`CASE WHEN ${users.status} = ${UserStatus.Bloqueado} THEN ${users.status} ELSE ${UserStatus.Ativo}::smallint END`,
      activatedOn: at,
      sandboxActivated: sandbox,
      ...(planId !== null ? { planId, planStartedAt: at } : {}),
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/** Real money paid an invoice of a member activated by the demonstration gateway: he counts from now on. */
export async function clearSandboxActivation(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(users)
    .set({ sandboxActivated: false, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.sandboxActivated, true)));
}

export async function switchPlan(db: DbOrTx, userId: number, planId: number, at: Date) {
  await db.update(users).set({ planId, planStartedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** The member's last paid Adesão, the one the right of withdrawal looks at (docs/club.md#withdrawal-of-the-adhesion). */
export async function lastPaidAdhesion(db: DbOrTx, userId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.type, InvoiceType.Adesao), eq(invoices.status, InvoiceStatus.Pago)))
    .orderBy(desc(invoices.paidAt), desc(invoices.id))
    .limit(1);
  return row;
}

/** Every invoice of the member still Pendente: cancelled with his adhesion's withdrawal. */
export const pendingInvoicesCondition = (userId: number): SQL => and(eq(invoices.userId, userId), eq(invoices.status, InvoiceStatus.Pendente))!;

/** Inativo after withdrawing from the adhesion; a blocked member stays blocked. */
export async function makeInactive(db: DbOrTx, userId: number, at: Date) {
  const [row] = await db
    .update(users)
    .set({
      status: sql`CASE WHEN ${users.status} = ${UserStatus.Bloqueado} THEN ${users.status} ELSE ${UserStatus.Inativo}::smallint END`,
      updatedAt: at,
    })
    .where(eq(users.id, userId))
    .returning({ status: users.status });
  return row!.status;
}
