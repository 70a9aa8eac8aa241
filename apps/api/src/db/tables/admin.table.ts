import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A money operation above the configured amount, waiting for a second administrator
 * (docs/admin.md#two-administrator-approval). The check makes the rule the database's own: whoever
 * asked can never be the one who decides.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'profitSharing' | 'fundPayout' */
    operation: text('operation').notNull(),
    /** The operation's request as it was previewed; executed as it is when approved. */
    payload: jsonb('payload').notNull(),
    /** The preview's hash: the approval posts exactly the credits that were shown. */
    previewHash: text('preview_hash').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** 1 Pendente, 2 Aprovada (posted), 0 Recusada */
    status: smallint('status').notNull().default(1),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** What the posting returned (ledger transaction, credits), once approved. */
    result: jsonb('result'),
  },
  (t) => [
    check('money_approvals_two_people_ck', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
    index('money_approvals_status_idx').on(t.status, t.id),
  ],
);
