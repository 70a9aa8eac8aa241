import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fundQuotas, investmentFunds } from '../../db/schema';

export interface QuotaSearch {
  userId: number;
  fundId?: number;
  fundNameContains?: string;
  quotas?: number;
  limit: number;
  offset: number;
}

/** LIKE treats % and _ as wildcards; a typed name must match literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One member's holdings only: the owner is always part of the condition. */
export async function searchOfUser(db: DbOrTx, s: QuotaSearch) {
  const conditions: SQL[] = [eq(fundQuotas.userId, s.userId)];
  if (s.fundId !== undefined) conditions.push(eq(fundQuotas.fundId, s.fundId));
  if (s.fundNameContains) conditions.push(ilike(investmentFunds.name, `%${escapeLike(s.fundNameContains)}%`));
  if (s.quotas !== undefined) conditions.push(eq(fundQuotas.quotas, s.quotas));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: fundQuotas.id, quotas: fundQuotas.quotas, fundName: investmentFunds.name })
      .from(fundQuotas)
      .innerJoin(investmentFunds, eq(investmentFunds.id, fundQuotas.fundId))
      .where(where)
      .orderBy(desc(fundQuotas.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(fundQuotas).innerJoin(investmentFunds, eq(investmentFunds.id, fundQuotas.fundId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
