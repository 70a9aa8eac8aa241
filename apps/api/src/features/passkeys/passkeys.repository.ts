import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passkeyChallenges, passkeys, users } from '../../db/schema';

export type ChallengePurpose = 'registration' | 'authentication';

/** A new challenge; those expired are swept on the way, so the table stays small with no job. */
export async function insertChallenge(
  db: DbOrTx,
  c: { challenge: string; purpose: ChallengePurpose; userId: number | null; userHandle: string | null; expiresAt: Date },
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values(c);
}

/**
 * Takes a live challenge of the purpose (and of the member, for a registration) out of the table,
 * in one statement: two answers with the same challenge cannot both use it.
 */
export async function consumeChallenge(db: DbOrTx, challenge: string, purpose: ChallengePurpose, userId: number | null) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, sql`now()`),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ userHandle: passkeyChallenges.userHandle });
  return row;
}

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

const listColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
};
export type PasskeyRow = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean };

/** The member's passkeys, newest first. */
export function listPasskeyRows(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select(listColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.id));
}

/** What a new registration must know of the member's passkeys: to exclude them, and his user handle. */
export function listCredentials(db: DbOrTx, userId: number) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports, userHandle: passkeys.userHandle })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.id);
}

export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertPasskey(db: DbOrTx, p: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(p).returning(listColumns);
  return row!;
}

/** A passkey by its credential id, with its member's type and status. */
export async function findPasskeyForLogin(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      userHandle: passkeys.userHandle,
      userType: users.type,
      userStatus: users.status,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/**
 * Records a use: the counter only moves forward (an authenticator without one reports 0 forever),
 * so of two assertions with the same counter only one gets through. False: it did not move.
 */
export async function recordUse(db: DbOrTx, id: number, newCounter: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${newCounter} OR (${passkeys.counter} = 0 AND ${newCounter} = 0))`))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function renamePasskeyRow(db: DbOrTx, userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listColumns);
  return row;
}

/** Removes one of the member's passkeys; another member's id removes nothing. */
export async function deletePasskeyRow(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  return row;
}
