import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  monthlyPaymentCents: bigint('monthly_payment_cents', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
