import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  careerPlanRankPrizes,
  careerPlanRankRequirements,
  careerPlanRanks,
  fundQuotas,
  investmentFunds,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  userPrizeGrants,
  userRankAchievements,
} from '../../db/schema';
import { randomToken } from '../../platform/tokens';

/** Test support for the career plan: a plan of ranks, paid invoices, and counts of what evaluation writes. */

export interface RankSpec {
  name: string;
  color?: string;
  position: number;
  requirements?: { directs: number; network: number; volumeCents: number };
  prizes?: Array<{ type: 1; quotas: number; fundId: number } | { type: 2; amountCents: number } | { type: 3; description: string }>;
}

export async function insertFund(db: DbOrTx, name: string) {
  const [row] = await db.insert(investmentFunds).values({ name }).returning({ id: investmentFunds.id });
  return row!.id;
}

/** Inserts ranks with their requirements and prizes; answers rank ids by name and prize ids by rank name. */
export async function insertPlan(db: DbOrTx, specs: RankSpec[]) {
  const rankIds: Record<string, number> = {};
  const prizeIds: Record<string, number[]> = {};
  for (const s of specs) {
    const [rank] = await db
      .insert(careerPlanRanks)
      .values({ name: s.name, color: s.color ?? '#888888', position: s.position })
      .returning({ id: careerPlanRanks.id });
    rankIds[s.name] = rank!.id;
    if (s.requirements) {
      await db.insert(careerPlanRankRequirements).values({
        rankId: rank!.id,
        activeDirects: s.requirements.directs,
        activeNetwork: s.requirements.network,
        groupVolumeCents: s.requirements.volumeCents,
      });
    }
    prizeIds[s.name] = [];
    for (const p of s.prizes ?? []) {
      const [row] = await db
        .insert(careerPlanRankPrizes)
        .values({
          rankId: rank!.id,
          type: p.type,
          quotas: p.type === 1 ? p.quotas : null,
          fundId: p.type === 1 ? p.fundId : null,
          amountCents: p.type === 2 ? p.amountCents : null,
          description: p.type === 3 ? p.description : null,
        })
        .returning({ id: careerPlanRankPrizes.id });
      prizeIds[s.name]!.push(row!.id);
    }
  }
  return { rankIds, prizeIds };
}

/** A paid invoice of `cents` at `paidAt` (default now). */
export async function insertPaidInvoice(db: DbOrTx, userId: number, cents: number, paidAt: Date = new Date()) {
  await db.insert(invoices).values({
    userId,
    type: 2,
    description: 'Mensalidade de teste',
    valueCents: cents,
    dueDate: paidAt.toISOString().slice(0, 10),
    status: 2,
    token: randomToken(),
    paidAt,
  });
}

const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);

/** What an evaluation writes, counted: equal snapshots mean a run changed nothing. */
export async function careerPlanCounts(db: DbOrTx) {
  return {
    achievements: await n(db.select({ n: count() }).from(userRankAchievements)),
    grants: await n(db.select({ n: count() }).from(userPrizeGrants)),
    prizeTransactions: await n(db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'career_plan_prize'))),
    category13Entries: await n(db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.category, 13))),
    quotaHoldings: await n(db.select({ n: count() }).from(fundQuotas)),
    ranks: await db.execute(sql`SELECT id, career_plan_rank_id FROM users ORDER BY id`).then((r) => JSON.stringify((r as { rows: unknown[] }).rows)),
  };
}
