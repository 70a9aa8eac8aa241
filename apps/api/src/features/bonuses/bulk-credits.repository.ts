import { eq, inArray, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { careerPlanRanks, investmentFunds } from '../../db/schema';
import { earningSql } from './commissions.repository';

export interface Recipient {
  userId: number;
  username: string;
  name: string;
  /** Fund payouts: the member's quotas of the fund. */
  quotas: number | null;
}

/** The ids among `rankIds` that name no rank. */
export async function missingRanks(db: DbOrTx, rankIds: number[]): Promise<number[]> {
  if (rankIds.length === 0) return [];
  const found = new Set((await db.select({ id: careerPlanRanks.id }).from(careerPlanRanks).where(inArray(careerPlanRanks.id, rankIds))).map((r) => r.id));
  return rankIds.filter((id) => !found.has(id));
}

/** Members who earn today (docs/bonuses.md#who-earns), of the given ranks when any are given, in id order. */
export async function earningMembers(db: DbOrTx, rankIds: number[], cutoff: string): Promise<Recipient[]> {
  const ranks = rankIds.length === 0 ? sql`true` : sql`u.career_plan_rank_id = ANY(${`{${rankIds.join(',')}}`}::int[])`;
  const rows = rowsOf<{ id: number; username: string; name: string }>(
    await db.execute(sql`SELECT u.id, u.username, u.name FROM users u WHERE ${earningSql('u', cutoff)} AND ${ranks} ORDER BY u.id`),
  );
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, name: r.name, quotas: null }));
}

export async function findFund(db: DbOrTx, fundId: number) {
  const [row] = await db.select({ id: investmentFunds.id, name: investmentFunds.name }).from(investmentFunds).where(eq(investmentFunds.id, fundId)).limit(1);
  return row;
}

/** Members holding quotas of the fund, with their total quotas, in id order. */
export async function fundHolders(db: DbOrTx, fundId: number): Promise<Recipient[]> {
  const rows = rowsOf<{ id: number; username: string; name: string; quotas: string }>(
    await db.execute(sql`
      SELECT u.id, u.username, u.name, sum(q.quotas)::text AS quotas
      FROM fund_quotas q JOIN users u ON u.id = q.user_id
      WHERE q.fund_id = ${fundId} AND u.type = ${UserType.User}
      GROUP BY u.id, u.username, u.name
      ORDER BY u.id`),
  );
  return rows.map((r) => ({ userId: Number(r.id), username: r.username, name: r.name, quotas: Number(r.quotas) }));
}

/** The ranks a profit sharing may choose, by position, with how many members hold each now. */
export async function ranksWithHolders(db: DbOrTx) {
  const rows = rowsOf<{ id: number; name: string; color: string; holders: number }>(
    await db.execute(sql`
      SELECT r.id, r.name, r.color,
             (SELECT count(*)::int FROM users u WHERE u.career_plan_rank_id = r.id AND u.type = ${UserType.User}) AS holders
      FROM career_plan_ranks r ORDER BY r.position, r.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, color: r.color, holders: Number(r.holders) }));
}

/** The investment funds, by name, with how many members hold quotas of each. */
export async function fundsWithHolders(db: DbOrTx) {
  const rows = rowsOf<{ id: number; name: string; holders: number }>(
    await db.execute(sql`
      SELECT f.id, f.name,
             (SELECT count(DISTINCT q.user_id)::int FROM fund_quotas q JOIN users u ON u.id = q.user_id
              WHERE q.fund_id = f.id AND u.type = ${UserType.User}) AS holders
      FROM investment_funds f ORDER BY f.name, f.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, holders: Number(r.holders) }));
}
