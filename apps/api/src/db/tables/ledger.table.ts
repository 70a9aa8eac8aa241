import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * Ledger accounts: a member's current account (kind 'member', one per user and wallet type) or a
 * system account (kind 'system', known by its code). Member balances may never go below zero.
 * System accounts (bonus expense, gateway clearing...) keep no stored balance: every posting would
 * otherwise update the same few rows (docs/ledger.md, "System accounts: no hot rows"); their
 * balance is the sum of their entries, and `balance_cents` stays 0.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['member', 'system'] }).notNull(),
    code: text('code'),
    userId: integer('user_id').references(() => users.id),
    walletType: smallint('wallet_type').notNull().default(1),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    uniqueIndex('ledger_accounts_user_wallet_uq').on(t.userId, t.walletType),
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} OR ${t.balanceCents} >= 0`),
    check('ledger_accounts_owner_ck', sql`(${t.kind} = 'member') = (${t.userId} IS NOT NULL)`),
    check('ledger_accounts_system_unstored_ck', sql`${t.kind} = 'member' OR ${t.balanceCents} = 0`),
  ],
);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  reference: text('reference'),
  /** Retries and repeated external events carry the same key and are applied once. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    category: smallint('category'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_tx_idx').on(t.transactionId),
    check('ledger_entries_nonzero_ck', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Held credits (docs/ledger.md#held-credits, docs/bonuses.md#held-commissions): money already
 * moved by the ledger out of its source (bonus expense, club revenue) into the `held_credits`
 * system account, owed to one member, that reaches his wallet only once the buyer's right of
 * withdrawal has passed. One row per invoice, kind ('commission': the invoice's commission
 * lines; 'sale': an order's seller credit), member and category. Status 1 Retido, 2 Liberado,
 * 0 Cancelado; each leaves Retido once, by a guarded update under the row's lock. `releases_on`
 * is null while a goods order waits for its delivery; `hold_days` then counts from that day.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id').notNull(),
    kind: text('kind', { enum: ['commission', 'sale'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: smallint('category').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The description its release writes on the member's entry ('Bônus Adesão — Fatura #12'). */
    description: text('description').notNull(),
    status: smallint('status').notNull().default(1),
    holdDays: smallint('hold_days').notNull(),
    releasesOn: date('releases_on', { mode: 'string' }),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    releaseTransactionId: bigint('release_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    voidTransactionId: bigint('void_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_holds_once_uq').on(t.invoiceId, t.kind, t.userId, t.category),
    // The release job's work: what is still held, by day.
    index('ledger_holds_due_idx')
      .on(t.releasesOn, t.id)
      .where(sql`${t.status} = 1`),
    // A member's held money (the dashboard, the statement).
    index('ledger_holds_member_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
    check('ledger_holds_amount_ck', sql`${t.amountCents} > 0`),
    check('ledger_holds_status_ck', sql`${t.status} IN (0, 1, 2)`),
    check('ledger_holds_released_ck', sql`(${t.status} = 2) = (${t.releaseTransactionId} IS NOT NULL)`),
  ],
);
