import { sql } from 'drizzle-orm';
import { EarningCategory, messages } from '@clube/contract';
import { PrizeType } from '@clube/contract/career-plan';
import type { DbOrTx } from '../../db/client';
import { postMany, SystemAccount } from '../ledger';
import { rowsOf } from '../../db/rows';
import { scopeCondition, type Scope } from './career-plan.repository';

export interface GrantOutcome {
  moneyPrizes: number;
  moneyPaidCents: number;
  quotaPrizes: number;
  descriptionPrizes: number;
}

/** Ledger idempotency key of a money prize: one payment per member and prize, whatever runs. */
export const rankPrizeKey = (userId: number, prizeId: number) => `rank-prize:${userId}:${prizeId}`;

/**
 * Whether a prize was in force at `achievedAt` (an achievement then earns it), or, with no date, is
 * in force now. A console edit retires a prize and writes its successor at one instant
 * (`validUntil` of the one = `validFrom` of the other), so an achievement earns exactly one of them
 * (docs/club.md#career-plan). The SQL twin is in grantPendingPrizes.
 */
export function prizeInForceAt(p: { validFrom: Date | null; validUntil: Date | null }, achievedAt?: Date): boolean {
  if (!achievedAt) return p.validUntil === null;
  return (p.validFrom === null || p.validFrom <= achievedAt) && (p.validUntil === null || p.validUntil > achievedAt);
}

/**
 * Grants every prize of an achieved rank that the member has not received yet, among the prizes in
 * force when he achieved it (prizeInForceAt): a prize added or changed later goes to later
 * achievements only. The grant row is the claim: its unique (user, prize) index lets exactly one
 * transaction insert it, and only the claimer pays the money or hands out the quotas, so
 * concurrent evaluations grant once. The SHARE lock waits for a console change of prizes in
 * flight and holds the next one off until this transaction ends (ranks-admin.repository.ts,
 * prizeChangeInstant).
 */
export async function grantPendingPrizes(tx: DbOrTx, scope: Scope): Promise<GrantOutcome> {
  await tx.execute(sql`LOCK TABLE career_plan_rank_prizes IN SHARE MODE`);
  const claimed = rowsOf<{ id: number; type: number }>(
    await tx.execute(sql`
      WITH claimed AS (
        INSERT INTO user_prize_grants (user_id, prize_id)
        SELECT a.user_id, p.id
        FROM user_rank_achievements a
        JOIN career_plan_rank_prizes p ON p.rank_id = a.rank_id
          AND (p.valid_from IS NULL OR p.valid_from <= a.achieved_at)
          AND (p.valid_until IS NULL OR p.valid_until > a.achieved_at)
        WHERE ${scopeCondition(scope, sql`a.user_id`)}
          AND NOT EXISTS (SELECT 1 FROM user_prize_grants g WHERE g.user_id = a.user_id AND g.prize_id = p.id)
        ORDER BY a.user_id, p.id
        ON CONFLICT (user_id, prize_id) DO NOTHING
        RETURNING id, prize_id
      )
      SELECT c.id, p.type FROM claimed c JOIN career_plan_rank_prizes p ON p.id = c.prize_id`),
  );
  const ofType = (t: number) => claimed.filter((c) => Number(c.type) === t).map((c) => Number(c.id));
  const money = ofType(PrizeType.Money);
  const quotas = ofType(PrizeType.FundQuotas);
  const moneyPaidCents = await payMoneyPrizes(tx, money);
  await grantQuotaPrizes(tx, quotas);
  return { moneyPrizes: money.length, moneyPaidCents, quotaPrizes: quotas.length, descriptionPrizes: ofType(PrizeType.Description).length };
}

/**
 * One balanced ledger transaction per money grant (category 13, from the club's bonus expense to
 * the member's current account), posted in bulk through the ledger service (postMany: a few
 * statements even for a first run over a million members). The grant is linked to its payment.
 */
async function payMoneyPrizes(tx: DbOrTx, grantIds: number[]): Promise<number> {
  if (grantIds.length === 0) return 0;
  const grants = rowsOf<{ grant_id: number; user_id: number; prize_id: number; amount: string | number; rank_name: string }>(
    await tx.execute(sql`
      SELECT g.id AS grant_id, g.user_id, p.id AS prize_id, p.amount_cents AS amount, r.name AS rank_name
      FROM user_prize_grants g
      JOIN career_plan_rank_prizes p ON p.id = g.prize_id
      JOIN career_plan_ranks r ON r.id = p.rank_id
      WHERE g.id = ANY(${sql.param(grantIds)}::int[]) AND p.type = ${PrizeType.Money}::smallint AND p.amount_cents > 0
      ORDER BY g.id`),
  );
  if (grants.length === 0) return 0;
  const posted = await postMany(
    tx,
    grants.map((g) => {
      const cents = Number(g.amount);
      return {
        kind: 'career_plan_prize',
        idempotencyKey: rankPrizeKey(Number(g.user_id), Number(g.prize_id)),
        description: messages.careerPlanPrizeEntry(g.rank_name),
        reference: `user_prize_grant:${g.grant_id}`,
        legs: [
          { member: Number(g.user_id), amountCents: cents, category: EarningCategory.BonusDeRank },
          { system: SystemAccount.BonusExpense, amountCents: -cents, category: EarningCategory.BonusDeRank },
        ],
      };
    }),
  );
  await tx.execute(sql`
    UPDATE user_prize_grants g SET transaction_id = x.tx_id
    FROM unnest(${sql.param(grants.map((g) => Number(g.grant_id)))}::int[], ${sql.param(posted.map((p) => p.transactionId))}::bigint[]) AS x(grant_id, tx_id)
    WHERE g.id = x.grant_id`);
  return grants.reduce((paid, g, i) => paid + (posted[i]!.applied ? Number(g.amount) : 0), 0);
}

/** A fund_quotas holding per quota grant, linked from the grant (ids drawn first so both sides know them). */
async function grantQuotaPrizes(tx: DbOrTx, grantIds: number[]) {
  if (grantIds.length === 0) return;
  await tx.execute(sql`
    WITH src AS MATERIALIZED (
      SELECT g.id AS grant_id, g.user_id, p.fund_id, p.quotas, r.name AS rank_name,
             nextval(pg_get_serial_sequence('fund_quotas', 'id')) AS quota_id
      FROM user_prize_grants g
      JOIN career_plan_rank_prizes p ON p.id = g.prize_id
      JOIN career_plan_ranks r ON r.id = p.rank_id
      WHERE g.id = ANY(${sql.param(grantIds)}::int[]) AND p.type = ${PrizeType.FundQuotas}::smallint
    ),
    holdings AS (
      INSERT INTO fund_quotas (id, user_id, fund_id, quotas, origin) OVERRIDING SYSTEM VALUE
      SELECT quota_id, user_id, fund_id, quotas, ${messages.careerPlanQuotaOrigin('')}::text || rank_name FROM src
    )
    UPDATE user_prize_grants g SET fund_quota_id = s.quota_id FROM src s WHERE g.id = s.grant_id`);
}

/**
 * users.career_plan_rank_id becomes the highest achieved rank (by position). It only rises: a rank
 * once achieved is kept, and a rank an operator set by hand is not taken back.
 */
export async function raiseCurrentRanks(tx: DbOrTx, scope: Scope): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`
      WITH best AS (
        SELECT DISTINCT ON (a.user_id) a.user_id, a.rank_id, r.position
        FROM user_rank_achievements a JOIN career_plan_ranks r ON r.id = a.rank_id
        WHERE ${scopeCondition(scope, sql`a.user_id`)}
        ORDER BY a.user_id, r.position DESC, r.id DESC
      )
      UPDATE users u SET career_plan_rank_id = b.rank_id
      FROM best b
      WHERE u.id = b.user_id
        AND u.career_plan_rank_id IS DISTINCT FROM b.rank_id
        AND b.position > COALESCE((SELECT c.position FROM career_plan_ranks c WHERE c.id = u.career_plan_rank_id), -2147483648)
      RETURNING u.id`),
  );
  return rows.length;
}
