import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from './system.table';
import { users } from './users.table';

/**
 * Every consent given or revoked (docs/privacy.md#consents): the contract's acceptance and each
 * marketing channel. Rows are history, never updated: the latest row of a kind is the state.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['contract', 'push', 'email', 'whatsapp'] }).notNull(),
    granted: boolean('granted').notNull(),
    /** The contract's version accepted (null for marketing channels). */
    version: integer('version'),
    /** SHA-256 (hex) of the contract's text accepted. */
    textHash: text('text_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_kind_idx').on(t.userId, t.kind, t.id)],
);

/** Each version of the membership contract, kept so that an old acceptance can be read (docs/privacy.md#consents). */
export const contractVersions = pgTable('contract_versions', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  textHash: text('text_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A data-subject request (LGPD art. 18; docs/privacy.md#requests): an export, a deletion or
 * another right, answered within 15 days. An export carries its ZIP (a stored file) and when its
 * link ends.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['export', 'deletion', 'access', 'correction', 'information', 'revocation'] }).notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'done', 'refused'] })
      .notNull()
      .default('open'),
    /** The member's own words (other rights), or why a deletion waits for the operator. */
    detail: text('detail'),
    /** Why the operator refused it. */
    refusalReason: text('refusal_reason'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => storedFiles.id, { onDelete: 'set null' }),
    fileExpiresAt: timestamp('file_expires_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handledBy: integer('handled_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_requests_user_idx').on(t.userId, t.id), index('privacy_requests_status_idx').on(t.status, t.dueAt)],
);
