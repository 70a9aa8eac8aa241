import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A member's TOTP authenticator (docs/accounts.md#two-factor-sign-in). A row without
 * `confirmed_at` is a set-up waiting for its first code; `Activated2FA` turns on only with it.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Base32, as the authenticator app got it (docs/security.md#two-factors-totp). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code of it or before is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-use recovery codes, kept as their SHA-256 only (80 random bits each). */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);
