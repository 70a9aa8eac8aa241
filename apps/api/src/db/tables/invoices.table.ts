import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    description: text('description').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    deliverValueCents: bigint('deliver_value_cents', { mode: 'number' }).notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    /** Random, unguessable: the payment page is reached by it. */
    token: text('token').notNull().unique(),
    planId: integer('plan_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What paid it: balance, mercadopago, or offline (a simulation that never counts as money). */
    settledVia: text('settled_via', { enum: ['balance', 'mercadopago', 'offline'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The first day of the period a recurring invoice bills (Mensalidade, Assinatura renewals):
     * with the member, type and subscription it is unique, so a job run twice bills once.
     */
    billingPeriod: date('billing_period', { mode: 'string' }),
    userSubscriptionId: integer('user_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_status_idx').on(t.userId, t.status, t.id),
    // At most one pending plan change per member (spec part 2 §9).
    uniqueIndex('invoices_pending_plan_change_uq')
      .on(t.userId)
      .where(sql`${t.type} = 3 AND ${t.status} = 1`),
    uniqueIndex('invoices_billing_period_uq')
      .on(t.userId, t.type, sql`coalesce(${t.userSubscriptionId}, 0)`, t.billingPeriod)
      .where(sql`${t.billingPeriod} IS NOT NULL`),
    index('invoices_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 1`),
  ],
);
