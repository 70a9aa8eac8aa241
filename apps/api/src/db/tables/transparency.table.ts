import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * Published income disclosures (docs/transparency.md#publishing): each row is a frozen snapshot of
 * a period's figures, never updated; a new publication of the same period is a new row. The id is
 * the disclosure's number on the public page.
 */
export const incomeDisclosures = pgTable(
  'income_disclosures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The figures as the public page, the PDF and the CSV show them (DisclosureFigures of the contract). */
    figures: jsonb('figures').notNull(),
    /** sha256 of the figures: what the operator previewed. */
    figuresHash: text('figures_hash').notNull(),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('income_disclosures_published_idx').on(t.publishedAt)],
);
