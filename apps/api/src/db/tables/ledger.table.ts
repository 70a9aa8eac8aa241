import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
