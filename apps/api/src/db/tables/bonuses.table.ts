import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';
import { invoices } from './invoices.table';

/** A named unilevel table (spec: SCUnilevels). Its percentages live in versions, never edited in place. */
export const unilevelTables = pgTable('unilevel_tables', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** 1 Ativa, 0 Inativa (no longer chosen for new sales; lines already paid keep it). */
  status: smallint('status').notNull().default(1),
  currentVersion: integer('current_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One version of a table's percentages, by level (index 0 = level 1), in basis points (1% = 100),
 * up to 10 levels, summing to at most 10,000. A change writes a new version; commission lines
 * name the version they were paid by (docs/bonuses.md#unilevel-tables).
 */
export const unilevelTableVersions = pgTable(
  'unilevel_table_versions',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => unilevelTables.id),
    version: integer('version').notNull(),
    levelsBp: jsonb('levels_bp').$type<number[]>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'unilevel_table_versions_pk', columns: [t.tableId, t.version] })],
);

/**
 * One immutable commission line per source invoice (and sold item), level and category
 * (docs/bonuses.md). `beneficiaryId` null: the share went to the club (an inactive level with no
 * compression). Status 1 Creditado (posted to the beneficiary's wallet), 2 Simulado (the invoice
 * was settled by the offline demonstration gateway: recorded, never money), 3 Clube (kept by the
 * club). A clawback is a line with the opposite amount and `reversesLineId` set.
 */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceInvoiceId: integer('source_invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The order item whose OfficePercentage share is the base (B2B/B2C); 0 otherwise. */
    sourceItemId: integer('source_item_id').notNull().default(0),
    /** Who generated it: the invoice's payer. */
    sourceUserId: integer('source_user_id')
      .notNull()
      .references(() => users.id),
    beneficiaryId: integer('beneficiary_id').references(() => users.id),
    /** Distance in the sponsor tree from the source member (0 for cashback to the buyer himself). */
    treeLevel: smallint('tree_level').notNull(),
    /** The table level whose percentage was paid (differs from treeLevel under compression). */
    paidLevel: smallint('paid_level').notNull(),
    unilevelTableId: integer('unilevel_table_id'),
    unilevelVersion: integer('unilevel_version'),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    percentageBp: integer('percentage_bp').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Earning category (1 Adesão, 2 Mensalidade, 3 B2B, 4 B2C, 5 Cashback, 6, 12...). */
    category: smallint('category').notNull(),
    status: smallint('status').notNull(),
    reversesLineId: bigint('reverses_line_id', { mode: 'number' }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** Why the line exists beyond the table (e.g. 'inactive', 'compressed', 'clawback'). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_lines_once_uq')
      .on(t.sourceInvoiceId, t.sourceItemId, t.category, t.paidLevel)
      .where(sql`${t.reversesLineId} IS NULL`),
    uniqueIndex('commission_lines_reverses_uq').on(t.reversesLineId),
    index('commission_lines_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    index('commission_lines_invoice_idx').on(t.sourceInvoiceId),
    check('commission_lines_nonzero_ck', sql`${t.amountCents} <> 0 OR ${t.status} <> 1`),
  ],
);

/** Each run of a scheduled job (docs/operations.md#jobs): who ran it, for which period, what it did. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    /** The period the run covers (yyyy-MM-dd for daily jobs). */
    period: text('period').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed', 'skipped'] }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);
