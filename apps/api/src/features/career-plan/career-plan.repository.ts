import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { OfferStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { careerPlanRankPrizes, careerPlanRankRequirements, careerPlanRanks, investmentFunds, userRankAchievements, users } from '../../db/schema';
import { activeMemberSql } from './career-plan.counting-rules';
import { overdueMonthlyFeeSql, type InactivityRules } from '../billing';

/** Which members a statement touches: everyone (nightly) or a few ids (after a payment). */
export type Scope = { all: true } | { all: false; userIds: number[] };

export const scopeCondition = (scope: Scope, column: SQL): SQL => (scope.all ? sql`TRUE` : sql`${column} = ANY(${sql.param(scope.userIds)}::int[])`);

export interface RankRequirement {
  rankId: number;
  name: string;
  position: number;
  activeDirects: number;
  activeNetwork: number;
  groupVolumeCents: number;
}

/** Ranks that can be achieved: Ativo ones with a requirements row, by position. */
export async function rankRequirements(db: DbOrTx): Promise<RankRequirement[]> {
  return db
    .select({
      rankId: careerPlanRanks.id,
      name: careerPlanRanks.name,
      position: careerPlanRanks.position,
      activeDirects: careerPlanRankRequirements.activeDirects,
      activeNetwork: careerPlanRankRequirements.activeNetwork,
      groupVolumeCents: careerPlanRankRequirements.groupVolumeCents,
    })
    .from(careerPlanRanks)
    .innerJoin(careerPlanRankRequirements, eq(careerPlanRankRequirements.rankId, careerPlanRanks.id))
    .where(eq(careerPlanRanks.status, OfferStatus.Ativo))
    .orderBy(asc(careerPlanRanks.position), asc(careerPlanRanks.id));
}

/** Every rank (with or without requirements) for the member's screen, by position. */
export async function allRanks(db: DbOrTx) {
  return db
    .select({
      id: careerPlanRanks.id,
      name: careerPlanRanks.name,
      color: careerPlanRanks.color,
      position: careerPlanRanks.position,
      status: careerPlanRanks.status,
      activeDirects: careerPlanRankRequirements.activeDirects,
      activeNetwork: careerPlanRankRequirements.activeNetwork,
      groupVolumeCents: careerPlanRankRequirements.groupVolumeCents,
    })
    .from(careerPlanRanks)
    .leftJoin(careerPlanRankRequirements, eq(careerPlanRankRequirements.rankId, careerPlanRanks.id))
    .orderBy(asc(careerPlanRanks.position), asc(careerPlanRanks.id));
}

export async function allPrizes(db: DbOrTx) {
  return db
    .select({
      id: careerPlanRankPrizes.id,
      rankId: careerPlanRankPrizes.rankId,
      type: careerPlanRankPrizes.type,
      amountCents: careerPlanRankPrizes.amountCents,
      quotas: careerPlanRankPrizes.quotas,
      description: careerPlanRankPrizes.description,
      fundName: investmentFunds.name,
      validFrom: careerPlanRankPrizes.validFrom,
      validUntil: careerPlanRankPrizes.validUntil,
    })
    .from(careerPlanRankPrizes)
    .leftJoin(investmentFunds, eq(investmentFunds.id, careerPlanRankPrizes.fundId))
    .orderBy(asc(careerPlanRankPrizes.rankId), asc(careerPlanRankPrizes.type), asc(careerPlanRankPrizes.id));
}

/** The member's achievements: rank id -> when he achieved it. */
export async function achievements(db: DbOrTx, userId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ rankId: userRankAchievements.rankId, achievedAt: userRankAchievements.achievedAt })
    .from(userRankAchievements)
    .where(eq(userRankAchievements.userId, userId));
  return new Map(rows.map((r) => [r.rankId, r.achievedAt]));
}

export async function currentRankId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ rankId: users.careerPlanRankId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.rankId ?? null;
}

/**
 * The member and his sponsors up to the top, nearest first, with what each has achieved and his
 * active direct partners. The hop guard keeps a corrupt (cyclic) sponsor chain from looping forever.
 */
export async function sponsorChain(db: DbOrTx, userId: number, rules: InactivityRules) {
  const result = await db.execute(sql`
    WITH RECURSIVE up(id, hop) AS (
      SELECT ${userId}::int, 0
      UNION ALL
      SELECT u.sponsor_id, up.hop + 1 FROM up JOIN users u ON u.id = up.id
      WHERE u.sponsor_id IS NOT NULL AND up.hop < 1000
    )
    SELECT up.id, up.hop, u.type, u.status, u.sandbox_activated, u.network_size,
      ${overdueMonthlyFeeSql(sql`u.id`, rules.today, rules.overdueInactiveDays)} AS overdue_fee,
      COALESCE((SELECT array_agg(a.rank_id) FROM user_rank_achievements a WHERE a.user_id = up.id), '{}'::int[]) AS achieved,
      (SELECT count(*) FROM users c WHERE c.sponsor_id = up.id AND ${activeMemberSql('c', rules)})::int AS active_directs
    FROM up JOIN users u ON u.id = up.id
    ORDER BY up.hop`);
  type Row = {
    id: number;
    type: number;
    status: number;
    sandbox_activated: boolean;
    overdue_fee: boolean;
    network_size: number;
    achieved: number[];
    active_directs: number;
  };
  return rowsOf<Row>(result).map((r) => ({
    id: Number(r.id),
    type: Number(r.type),
    status: Number(r.status),
    sandboxActivated: r.sandbox_activated === true,
    overdueMonthlyFee: r.overdue_fee === true,
    networkSize: Number(r.network_size),
    activeDirects: Number(r.active_directs),
    achieved: new Set((r.achieved ?? []).map(Number)),
  }));
}

/** Records achievements; a pair already there is left alone (a rank is achieved once). */
export async function insertAchievements(db: DbOrTx, pairs: Array<{ userId: number; rankId: number }>): Promise<number> {
  if (pairs.length === 0) return 0;
  const sorted = [...pairs].sort((a, b) => a.userId - b.userId || a.rankId - b.rankId);
  const result = await db.execute(sql`
    INSERT INTO user_rank_achievements (user_id, rank_id)
    SELECT p.user_id, p.rank_id
    FROM unnest(${sql.param(sorted.map((p) => p.userId))}::int[], ${sql.param(sorted.map((p) => p.rankId))}::int[]) AS p(user_id, rank_id)
    ORDER BY p.user_id, p.rank_id
    ON CONFLICT (user_id, rank_id) DO NOTHING
    RETURNING id`);
  return rowsOf(result).length;
}
