import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, careerPlanRanks } from './users.table';
import { investmentFunds } from './finances.table';
import { ledgerTransactions } from './ledger.table';

/**
 * What a rank asks (docs/club.md#career-plan): active direct partners, active members in the
 * network, and group volume of paid invoices in the month. One row per rank.
 */
export const careerPlanRankRequirements = pgTable('career_plan_rank_requirements', {
  rankId: integer('rank_id')
    .primaryKey()
    .references(() => careerPlanRanks.id),
  activeDirects: integer('active_directs').notNull().default(0),
  activeNetwork: integer('active_network').notNull().default(0),
  groupVolumeCents: bigint('group_volume_cents', { mode: 'number' }).notNull().default(0),
});

/** 1 fund quotas, 2 money (BRL), 3 free description. */
export const careerPlanRankPrizes = pgTable(
  'career_plan_rank_prizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rankId: integer('rank_id')
      .notNull()
      .references(() => careerPlanRanks.id),
    type: smallint('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    quotas: integer('quotas'),
    fundId: integer('fund_id').references(() => investmentFunds.id),
    description: text('description'),
    /**
     * When the prize is in force: it is granted for an achievement made from `validFrom` (null: since
     * always) until `validUntil` (null: still in force). An edit retires the prize and writes a new
     * one, so a prize already granted is never rewritten and an edit applies to future achievements
     * only (docs/club.md#career-plan).
     */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    index('career_plan_rank_prizes_rank_idx').on(t.rankId),
    check(
      'career_plan_rank_prizes_shape_ck',
      sql`(${t.type} = 1 AND ${t.quotas} > 0 AND ${t.fundId} IS NOT NULL) OR (${t.type} = 2 AND ${t.amountCents} > 0) OR (${t.type} = 3 AND ${t.description} IS NOT NULL)`,
    ),
  ],
);

/** A rank achieved once per member. */
export const userRankAchievements = pgTable(
  'user_rank_achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rankId: integer('rank_id')
      .notNull()
      .references(() => careerPlanRanks.id),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_rank_achievements_uq').on(t.userId, t.rankId)],
);

/** A prize granted once per member (money through the ledger, quotas as a holding). */
export const userPrizeGrants = pgTable(
  'user_prize_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => careerPlanRankPrizes.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    fundQuotaId: integer('fund_quota_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_prize_grants_uq').on(t.userId, t.prizeId)],
);
