import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * What the club sells by recurrence (spec part 2: 'Assinaturas'). Price is charged on subscribing,
 * FrequencyPrice once per period after that. Status 1 Ativa (offered), 0 Inativa (no new
 * subscribers; existing ones keep theirs). FrequencyType: 1 Mensal, 2 Trimestral, 3 Semestral,
 * 4 Anual (docs/plans.md#subscriptions).
 */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  frequencyType: smallint('frequency_type').notNull(),
  frequencyPriceCents: bigint('frequency_price_cents', { mode: 'number' }).notNull(),
  /** The unilevel table that pays the sponsor chain for this subscription's invoices (null: none). */
  unilevelId: integer('unilevel_id'),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's subscription. Status 1 Ativa, 0 Cancelada (final). `paidThrough` is the last day
 * already paid for: access is never cut before it. `nextPeriodStart` is the first day of the
 * period the next renewal invoice bills. One live subscription per member and subscription.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    status: smallint('status').notNull().default(1),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    nextPeriodStart: date('next_period_start', { mode: 'string' }).notNull(),
    paidThrough: date('paid_through', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_live_uq')
      .on(t.userId, t.subscriptionId)
      .where(sql`${t.status} = 1`),
    index('user_subscriptions_user_idx').on(t.userId, t.subscriptionId, t.id),
    index('user_subscriptions_renewal_idx')
      .on(t.nextPeriodStart)
      .where(sql`${t.status} = 1`),
  ],
);
