import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userTokens, users } from '../../db/schema';
import { operatorHoldsSql } from '../../platform/auth-sessions';

export type TokenPurpose = 'password_reset' | 'access_login' | 'two_factor_login';

export async function insertUserToken(
  db: DbOrTx,
  t: { tokenHash: string; purpose: TokenPurpose; userId: number; expiresAt: Date; issuedBy?: number; issuedByTokenVersion?: number },
) {
  await db.insert(userTokens).values(t);
}

/** Unused tokens of a purpose stop working (a newer link replaces the older ones). */
export async function revokeUnusedTokens(db: DbOrTx, userId: number, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function countRecentTokens(db: DbOrTx, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), gt(userTokens.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Marks a live token used and answers its user, in one statement: two concurrent uses cannot both
 * win. `owner` narrows the match (the token login also names the account it is for).
 */
export async function consumeToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: TokenPurpose,
  owner?: { username: string; type: number },
): Promise<number | undefined> {
  return (await consume(db, tokenHash, purpose, owner))?.userId;
}

/**
 * The token login's use of a one-use token: also answers the operator who issued it, and his token
 * version then. An operator's token is used only while he still holds it (docs/security.md#operator-sessions-end-with-the-operator).
 */
export async function consumeAccessLoginToken(db: DbOrTx, tokenHash: string, owner: { username: string; type: number }) {
  return consume(db, tokenHash, 'access_login', owner);
}

async function consume(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, owner?: { username: string; type: number }) {
  const conditions = [
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
    or(isNull(userTokens.issuedBy), operatorHoldsSql(userTokens.issuedBy, userTokens.issuedByTokenVersion))!,
  ];
  if (owner) {
    conditions.push(
      sql`${userTokens.userId} IN (SELECT ${users.id} FROM ${users} WHERE lower(${users.username}) = lower(${owner.username}) AND ${users.type} = ${owner.type})`,
    );
  }
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(...conditions))
    .returning({ userId: userTokens.userId, issuedBy: userTokens.issuedBy, issuedByTokenVersion: userTokens.issuedByTokenVersion });
  return row;
}

/** The member a live, unused token of this purpose belongs to, without using it up. */
export async function findLiveToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId;
}
