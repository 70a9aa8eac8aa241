import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, totpRecoveryCodes, users, userTotp } from '../../db/schema';
import type { SecondFactor } from '../../platform/second-factor';

/** The member's authenticator: confirmed (in force) or a set-up waiting for its first code. */
export async function findTotp(db: DbOrTx, userId: number) {
  const [row] = await db.select({ secret: userTotp.secret, confirmedAt: userTotp.confirmedAt }).from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** A new set-up replaces a waiting one; a confirmed authenticator is never overwritten here. */
export async function saveTotpSetup(db: DbOrTx, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Takes the step of a code, in one statement: only a step after the last one used passes, so a
 * code seen once (or a racing second request with it) is refused as a replay.
 */
export async function takeTotpStep(db: DbOrTx, userId: number, step: number, state: 'confirmed' | 'pending'): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        state === 'confirmed' ? isNotNull(userTotp.confirmedAt) : isNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** The set-up is in force, and the profile says so (Activated2FA). */
export async function confirmTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  if (!rows.length) return false;
  await setActivated2fa(db, userId, true);
  return true;
}

/** Off: the authenticator and the recovery codes go, the profile says so. */
export async function removeTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await setActivated2fa(db, userId, false);
  return rows.length > 0;
}

async function setActivated2fa(db: DbOrTx, userId: number, on: boolean) {
  await db.update(users).set({ activated2fa: on, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The member's recovery codes become these (hashes); the ones before stop working. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await db.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId })));
}

/** Uses one recovery code, in one statement: it works once, whatever races it. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(totpRecoveryCodes.codeHash, codeHash), eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)))
    .returning({ userId: totpRecoveryCodes.userId });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** This session passed a second factor (the set-up's confirmation proves the app, like a sign-in). */
export async function markSessionSecondFactor(db: DbOrTx, sessionId: string, factor: SecondFactor) {
  await db
    .update(sessions)
    .set({ secondFactor: factor })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}

/** TOTP turned off: the member's open sessions no longer count as having passed it. */
export async function forgetSessionsFactor(db: DbOrTx, userId: number, factors: readonly SecondFactor[]) {
  await db
    .update(sessions)
    .set({ secondFactor: null })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), inArray(sessions.secondFactor, [...factors])));
}
