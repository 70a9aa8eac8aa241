import { bigint, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_status_idx').on(t.userId, t.status, t.id)],
);
