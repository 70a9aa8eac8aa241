import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * The sponsor tree as a closure table: one row per (ancestor, descendant) pair, with the distance
 * between them (0 = the member himself). Chosen over an ltree path by measuring at 1,000,000
 * members: level pages cost the same, but counting a leader's level (the pagination's TotalRows)
 * is about 2.4x faster on these narrow index tuples, and plain btree SQL behaves the same on
 * PGlite and PostgreSQL with no extension and no depth limit.
 *
 * The primary key is the access path: "members at level N below X" and "X's children" are one
 * range of it, in registration (id) order, answered by index-only scans. A new member adds
 * depth + 1 rows. No foreign keys: the rows are derived from users.sponsor_id (users are never
 * deleted), and checking them would double the cost of the largest table of the database.
 * Store clients (type 3) are not part of the network.
 */
export const networkTree = pgTable(
  'network_tree',
  {
    ancestorId: integer('ancestor_id').notNull(),
    depth: integer('depth').notNull(),
    descendantId: integer('descendant_id').notNull(),
  },
  (t) => [primaryKey({ name: 'network_tree_pk', columns: [t.ancestorId, t.depth, t.descendantId] })],
);

/**
 * 'Minhas Contas': a secondary account is linked to the primary account of its CPF/CNPJ by one row
 * here, and only once the primary confirmed it (docs/accounts.md#linked-accounts). Registering
 * with a document already in use writes a pending row (status 1) and e-mails the primary a
 * one-use link (only its hash is kept, in `token_hash`); he confirms (2) or refuses (0) in his
 * office or through the link. Until it is confirmed neither side sees the other. One row per
 * secondary account, ever: a refused account stays standalone.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    secondaryId: integer('secondary_id')
      .notNull()
      .references(() => users.id),
    primaryId: integer('primary_id')
      .notNull()
      .references(() => users.id),
    /** 1 pending, 2 confirmed, 0 refused. */
    status: smallint('status').notNull().default(1),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_links_secondary_uq').on(t.secondaryId),
    index('account_links_primary_idx').on(t.primaryId, t.status),
    uniqueIndex('account_links_token_uq').on(t.tokenHash),
  ],
);
