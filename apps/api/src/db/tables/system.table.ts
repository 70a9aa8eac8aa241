import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Uploaded files kept in the database, so that several API instances share them. */
export const storedFiles = pgTable('stored_files', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  originalFileName: text('original_file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Configuration groups (scGeneral, scShops, scBonificationCenter, scIntegrations, withdrawal...). */
export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Favicon and MainLogo. */
export const systemImages = pgTable('system_images', {
  kind: text('kind', { enum: ['Favicon', 'MainLogo'] }).primaryKey(),
  fileId: bigint('file_id', { mode: 'number' })
    .notNull()
    .references(() => storedFiles.id),
});

/** The offline mail adapter's outbox, readable by the operator. */
export const outboxEmails = pgTable('outbox_emails', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who did what to which record (docs/admin.md#audit). Written in the transaction of the change it
 * records; a trigger of migration 0010 refuses every UPDATE, DELETE and TRUNCATE of it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member (or member) who acted; null for the system's own jobs. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    /** The record changed, as `kind:id` (`withdrawal:12`, `user:7`, `configuration:scGeneral`). */
    target: text('target'),
    data: jsonb('data'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorId), index('audit_log_target_idx').on(t.target, t.id)],
);
