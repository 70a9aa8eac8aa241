import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nameStatusWhere, nameTaken, type NameStatusFilter } from '../../db/named-rows';
import { careerPlanRankPrizes, investmentFunds } from '../../db/schema';

export type FundRow = typeof investmentFunds.$inferSelect;

/** The console's list: every fund, by id, narrowed by status and part of the name (any case). */
export async function listAll(db: DbOrTx, f: NameStatusFilter) {
  const where = nameStatusWhere(investmentFunds, f);
  const [rows, [totals]] = await Promise.all([
    db.select().from(investmentFunds).where(where).orderBy(asc(investmentFunds.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(investmentFunds).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

/**
 * The fund, its row locked for the rest of the transaction. A rank prize written meanwhile holds
 * the row too (its foreign key, and the career plan's check of the fund), so a deactivation and a
 * new prize naming the fund take turns.
 */
export async function lockFund(db: DbOrTx, id: number): Promise<FundRow | undefined> {
  const [row] = await db.select().from(investmentFunds).where(eq(investmentFunds.id, id)).for('update');
  return row;
}

/** Creators and renamers take turns, so that two funds never end up with one name. */
export async function lockNames(db: DbOrTx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('funds:names', 0))`);
}

export async function nameInUse(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, investmentFunds, name, exceptId);
}

/** Whether a rank prize still in force hands out this fund's quotas (docs/club.md#career-plan). */
export async function namedByPrizeInForce(db: DbOrTx, fundId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: careerPlanRankPrizes.id })
    .from(careerPlanRankPrizes)
    .where(and(eq(careerPlanRankPrizes.fundId, fundId), isNull(careerPlanRankPrizes.validUntil)))
    .limit(1);
  return !!row;
}

type FundValues = Pick<FundRow, 'name' | 'description' | 'quotaValueCents'>;

export async function insertFund(db: DbOrTx, values: FundValues): Promise<FundRow> {
  const [row] = await db
    .insert(investmentFunds)
    .values({ ...values, status: 1 })
    .returning();
  return row!;
}

export async function updateFund(db: DbOrTx, id: number, set: Partial<FundValues & { status: number }>): Promise<FundRow> {
  const [row] = await db.update(investmentFunds).set(set).where(eq(investmentFunds.id, id)).returning();
  return row!;
}
