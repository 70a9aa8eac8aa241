import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.table';
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
    /** Why it waits (pt-BR, as the requester was told): the total alone, or what the window adds up. */
    waitReason: text('wait_reason'),
  },
  (t) => [
    check('money_approvals_two_people_ck', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
    index('money_approvals_status_idx').on(t.status, t.id),
  ],
);

/**
 * Every money operation that moved money (profit sharing, fund payout), by whom, and whether a
 * second administrator approved it (`approval_id`). Those posted alone (`approval_id` null) within
 * the bonification center's window add up against SecondApprovalAbove, by requester and, through
 * their ledger entries, by member credited (docs/security.md#the-two-administrator-rule-over-a-window).
 */
export const moneyOperationPostings = pgTable(
  'money_operation_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'profitSharing' | 'fundPayout' */
    operation: text('operation').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    /** The approval that posted it; null: posted by the requester alone. */
    approvalId: integer('approval_id').references(() => moneyApprovals.id),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('money_operation_postings_tx_uq').on(t.ledgerTransactionId),
    index('money_operation_postings_requester_idx').on(t.requestedBy, t.postedAt),
    index('money_operation_postings_posted_idx').on(t.postedAt),
  ],
);
