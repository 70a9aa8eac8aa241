import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull().default(2),
    status: smallint('status').notNull().default(2),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    personType: smallint('person_type').notNull().default(1),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender'),
    regionalId: text('regional_id'),
    cnpj: text('cnpj'),
    stateInscription: text('state_inscription'),
    municipalInscription: text('municipal_inscription'),
    phoneOne: text('phone_one'),
    phoneTwo: text('phone_two'),
    language: text('language').notNull().default('pt-BR'),
    groupId: integer('group_id'),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => users.id),
    planId: integer('plan_id'),
    careerPlanRankId: integer('career_plan_rank_id'),
    activatedOn: timestamp('activated_on', { withTimezone: true }),
    planStartedAt: timestamp('plan_started_at', { withTimezone: true }),
    activated2fa: boolean('activated_2fa').notNull().default(false),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessOn: timestamp('last_access_on', { withTimezone: true }),
    userNeedsRelogin: boolean('user_needs_relogin').notNull().default(false),
    /** Bumped to revoke every token issued before (docs/security.md). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Maintained on registration (never counted per request): direct partners and whole downline. */
    directUsersCount: integer('direct_users_count').notNull().default(0),
    networkSize: integer('network_size').notNull().default(0),
    /** Depth below the root of the sponsor tree (0 for a member without sponsor). */
    depth: integer('depth').notNull().default(0),
    /**
     * Activated by an approval of the offline (demonstration) gateway: such a member is not active
     * for ranks and bonuses, so simulated payments never turn into money (docs/payments.md).
     */
    sandboxActivated: boolean('sandbox_activated').notNull().default(false),
    /**
     * When the member's personal data was anonymized at his request (docs/privacy.md#deletion); the
     * row stays for the records the law keeps, until retentionErasedAt.
     */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** When the records kept for 5 years lost their last identifying links (docs/privacy.md#retention). */
    retentionErasedAt: timestamp('retention_erased_at', { withTimezone: true }),
    rolesIds: integer('roles_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_sponsor_idx').on(t.sponsorId),
    index('users_regional_id_idx').on(t.regionalId),
    /**
     * Registrations by time: the console's new members per day, and the first id of each month
     * that the home's network chart counts the downline from (docs/charts.md#home).
     */
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name'),
    zipCode: text('zip_code').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('Brasil'),
    complement: text('complement'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** One-use tokens: password reset links and access-token logins. Only the hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** two_factor_login: the challenge between a 2FA member's password and his code (docs/accounts.md). */
    purpose: text('purpose', { enum: ['password_reset', 'access_login', 'two_factor_login'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The operator who issued an access-login token: the session it opens cannot move money. */
    issuedBy: integer('issued_by').references((): AnyPgColumn => users.id),
    /** The operator's token version when he issued it: a block, role or password change of his kills it (docs/security.md). */
    issuedByTokenVersion: integer('issued_by_token_version'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const careerPlanRanks = pgTable('career_plan_ranks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
  imageFileId: bigint('image_file_id', { mode: 'number' }),
  /** 1 Ativo, 0 Inativo: an inactive rank is no longer achieved; those who achieved it keep it (docs/club.md#career-plan). */
  status: smallint('status').notNull().default(1),
});

/**
 * One signed-in session: its id travels in the access token (`sid`), so one session can end on
 * the server (logout) while the others stay (docs/security.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when an operator's one-use access token opened it ("entrar como sócio"): no money moves. */
    impersonatorId: integer('impersonator_id'),
    /** The operator's token version when he opened it: the session lives only while it is still his (docs/security.md). */
    impersonatorTokenVersion: integer('impersonator_token_version'),
    /**
     * The second factor the sign-in passed ('totp', 'recovery_code'; passkeys will add theirs), NULL
     * for a password alone: the console needs one (hasSecondFactor, docs/security.md#two-factors-totp).
     */
    secondFactor: text('second_factor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failures per account (login, recovery, registration), whatever the caller's address: each
 * failure beyond the allowance doubles the wait (docs/security.md).
 */
export const accountThrottles = pgTable('account_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
