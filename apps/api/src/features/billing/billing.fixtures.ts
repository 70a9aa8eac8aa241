import { and, asc, eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import type { Db } from '../../db/client';
import { invoices, jobRuns, plans, users } from '../../db/schema';
import { randomToken } from '../../platform/tokens';
import { creditMember, insertMember } from '../../seed/builders';

/** Test support for recurring billing: plans, members on them, monthly fees of any period and status. */

export async function insertFeePlan(db: Db, name: string, monthlyCents: number) {
  const [row] = await db.insert(plans).values({ name, priceCents: 20_000, monthlyPaymentCents: monthlyCents }).returning();
  return row!;
}

export async function insertPlanMember(
  db: Db,
  m: { username: string; planId: number; status?: number; activatedOn?: Date | null; sponsorId?: number | null; balanceCents?: number },
) {
  const row = await insertMember(db, {
    username: m.username,
    planId: m.planId,
    status: m.status ?? UserStatus.Ativo,
    activatedOn: m.activatedOn === undefined ? new Date('2025-10-01T12:00:00Z') : m.activatedOn,
    sponsorId: m.sponsorId ?? null,
  });
  if (m.balanceCents) await creditMember(db, row.id, m.balanceCents, EarningCategory.Adesao, 'saldo de teste');
  return row;
}

/** A Mensalidade of `period` (its due day too), as the payments and the job issue them. `legacy`: no billing_period (issued before periods existed). */
export async function insertFee(db: Db, f: { userId: number; period: string; planId: number; status?: number; valueCents?: number; legacy?: boolean }) {
  const status = f.status ?? InvoiceStatus.Pendente;
  const [row] = await db
    .insert(invoices)
    .values({
      userId: f.userId,
      type: InvoiceType.Mensalidade,
      description: 'Mensalidade — Plano Teste',
      valueCents: f.valueCents ?? 7_990,
      dueDate: f.period,
      status,
      token: randomToken(),
      planId: f.planId,
      billingPeriod: f.legacy ? null : f.period,
      ...(status === InvoiceStatus.Pago ? { paidAt: new Date(`${f.period}T15:00:00Z`), settledVia: 'balance' as const } : {}),
      ...(status === InvoiceStatus.Cancelado ? { cancelledAt: new Date(`${f.period}T15:00:00Z`) } : {}),
    })
    .returning();
  return row!;
}

/** A member's monthly fees, oldest period first. */
export const feesOf = (db: Db, userId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.type, InvoiceType.Mensalidade)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));

export const statusOf = async (db: Db, userId: number) => (await db.select({ s: users.status }).from(users).where(eq(users.id, userId)))[0]!.s;

export const runsOf = (db: Db, job: string) => db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.id));

/** The club's day `yyyy-MM-dd` at 12:00 in São Paulo. */
export const at = (day: string) => new Date(`${day}T12:00:00-03:00`);
