import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { ensureMemberAccountId } from '../ledger';
import { joinNetwork } from '../network';
import { hashPassword } from '../../platform/passwords';

/** The first administrator of a production database (docs/operations.md#first-administrator). */
export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

export type FirstAdminOutcome =
  /** The credentials became the first administrator. */
  | { kind: 'created'; username: string }
  /** An administrator was already there: nothing was changed, whatever the credentials. */
  | { kind: 'exists'; username: string }
  /** No administrator and no credentials: the API must not start. */
  | { kind: 'missing' };

export const MISSING_ADMIN_MESSAGE = [
  'No administrator exists in this database, and none is configured.',
  'Set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) for the first start,',
  'or run `npm run create-admin` against the same database,',
  'or set SEED_DEMO=1 to seed the demonstration club (known passwords: never in production).',
].join('\n');

const ADMIN_VARIABLES = ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const;

/** The three ADMIN_* settings, all or none: a partial set is a configuration error. */
export function adminFromConfig(config: Pick<Config, (typeof ADMIN_VARIABLES)[number]>): AdminCredentials | undefined {
  const missing = ADMIN_VARIABLES.filter((k) => !config[k]);
  if (missing.length === ADMIN_VARIABLES.length) return undefined;
  if (missing.length > 0) throw new Error(`The first administrator needs ${ADMIN_VARIABLES.join(', ')}; missing: ${missing.join(', ')}.`);
  return { username: config.ADMIN_USERNAME!, email: config.ADMIN_EMAIL!, password: config.ADMIN_PASSWORD! };
}

// Two instances starting together on one database must not both create an administrator.
const FIRST_ADMIN_LOCK = 7_310_001;

/**
 * Creates the first administrator from `credentials` unless one exists. An existing administrator
 * is never changed (no password reset through the environment): the outcome says so and the
 * caller logs that the credentials were ignored.
 */
export async function ensureFirstAdministrator(db: Db, credentials: AdminCredentials | undefined): Promise<FirstAdminOutcome> {
  // Hashing outside the transaction keeps the lock short.
  const passwordHash = credentials ? await hashPassword(credentials.password) : undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [existing] = await tx.select({ username: users.username }).from(users).where(eq(users.type, UserType.Administrator)).orderBy(users.id).limit(1);
    if (existing) return { kind: 'exists', username: existing.username };
    if (!credentials || !passwordHash) return { kind: 'missing' };

    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${credentials.username}) OR lower(${users.email}) = lower(${credentials.email})`)
      .limit(1);
    if (taken) throw new Error('ADMIN_USERNAME or ADMIN_EMAIL already belongs to a member: choose another for the administrator.');

    // As the demo club's administrator: an Owner, every permission id.
    await insertAdministrator(tx, {
      name: 'Administrador do Clube',
      email: credentials.email,
      username: credentials.username,
      passwordHash,
      rolesIds: ADMIN_ROLE_IDS,
    });
    return { kind: 'created', username: credentials.username };
  });
}

export interface NewAdministrator {
  name: string;
  email: string;
  username: string;
  passwordHash: string;
  rolesIds: number[];
}

/**
 * An administrator as the club makes them (the first one, and the staff an Owner creates in the
 * console, docs/admin.md#staff): type 1, active, the given role ids, his own current account and
 * his place in the network, in the caller's transaction. Uniqueness is the caller's to check.
 */
export async function insertAdministrator(tx: DbOrTx, a: NewAdministrator) {
  const [row] = await tx
    .insert(users)
    .values({
      type: UserType.Administrator,
      status: UserStatus.Ativo,
      name: a.name,
      email: a.email,
      username: a.username,
      passwordHash: a.passwordHash,
      activatedOn: new Date(),
      rolesIds: a.rolesIds,
    })
    .returning();
  await ensureMemberAccountId(tx, row!.id);
  await joinNetwork(tx, row!);
  return row!;
}
