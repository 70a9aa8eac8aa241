import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nameStatusWhere, nameTaken, type NameStatusFilter } from '../../db/named-rows';
import { plans } from '../../db/schema';
import type { PlanRow } from './plans.repository';

/** The console's list: every plan, by id, narrowed by status and part of the name (any case). */
export async function listAll(db: DbOrTx, f: NameStatusFilter) {
  const where = nameStatusWhere(plans, f);
  const [rows, [totals]] = await Promise.all([
    db.select().from(plans).where(where).orderBy(asc(plans.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(plans).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

/** The plan, its row locked for the rest of the transaction: its writers take turns. */
export async function lockPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('no key update');
  return row;
}

/** Creators, renamers and (de)activators take turns: names stay unique and one plan stays active. */
export async function lockCatalog(db: DbOrTx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('plans:catalog', 0))`);
}

/** Another plan already named so, any case. */
export async function nameInUse(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, plans, name, exceptId);
}

export async function countOtherActive(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.status, 1), ne(plans.id, id)));
  return Number(row?.n ?? 0);
}

type PlanValues = Pick<PlanRow, 'name' | 'description' | 'priceCents' | 'monthlyPaymentCents'>;

export async function insertPlan(db: DbOrTx, values: PlanValues): Promise<PlanRow> {
  const [row] = await db
    .insert(plans)
    .values({ ...values, status: 1 })
    .returning();
  return row!;
}

export async function updatePlan(db: DbOrTx, id: number, set: Partial<PlanValues & { status: number }>): Promise<PlanRow> {
  const [row] = await db.update(plans).set(set).where(eq(plans.id, id)).returning();
  return row!;
}
