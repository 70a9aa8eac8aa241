import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

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
  const [row] = await db.select().from(plans).where(and(eq(plans.id, id), eq(plans.status, 1))).limit(1);
  return row;
}
