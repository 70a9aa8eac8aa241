import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A member's passkeys (WebAuthn credentials): the public key and the signature counter the
 * authenticator reports, never anything secret (docs/security.md#passkeys).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_uq'),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The last signature counter seen; an assertion must report more (0 forever for authenticators without one). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** The WebAuthn user handle the credential was made with (base64url), one per member. */
    userHandle: text('user_handle').notNull(),
    name: text('name').notNull(),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up, as registered. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Challenges handed out for a passkey ceremony: each is used once (deleted when used) and only
 * before `expires_at`. A registration's names its member; a sign-in's names nobody.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    userHandle: text('user_handle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
