import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { issueAccessToken } from '@clube/contract/accounts';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** NOTIFY channel of the triggers of migration 0007: payload is the id of the member whose access changed. */
export const AUTH_INVALIDATED_CHANNEL = 'auth_invalidated';

export async function insertSession(
  db: Db,
  s: { id: string; userId: number; impersonatorId: number | null; impersonatorTokenVersion: number | null; secondFactor: string | null; expiresAt: Date },
) {
  await db.insert(sessions).values(s);
}

/**
 * An operator's hold on a member's office ("entrar como sócio", docs/security.md#operator-sessions-end-with-the-operator):
 * `operatorId` is still an Ativo administrator holding the permission of the call that issues
 * the one-use token, with the token version he had when he issued it. Blocking him, changing his
 * role, his password or his "sair de todos os dispositivos" all end it, as does any change made
 * straight in the database. The one rule for the token login and for every call of the session.
 */
export function operatorHoldsSql(operatorId: AnyPgColumn, tokenVersion: AnyPgColumn): SQL {
  const permission = sql.raw(String(issueAccessToken.permission));
  return sql`EXISTS (SELECT 1 FROM users op WHERE op.id = ${operatorId} AND op.type = ${sql.raw(String(UserType.Administrator))}
    AND op.status = ${sql.raw(String(UserStatus.Ativo))} AND op.token_version = ${tokenVersion} AND ${permission} = ANY(op.roles_ids))`;
}

/**
 * The whole auth check in one prepared statement: the live session (not revoked, not expired)
 * with what the guards need of its member; an operator's session only while its operator still
 * holds it (`operatorHoldsSql`).
 */
export function prepareSessionLookup(db: Db) {
  const query = db
    .select({
      userId: users.id,
      type: users.type,
      status: users.status,
      rolesIds: users.rolesIds,
      username: users.username,
      tokenVersion: users.tokenVersion,
      impersonatorId: sessions.impersonatorId,
      impersonatorTokenVersion: sessions.impersonatorTokenVersion,
      secondFactor: sessions.secondFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        or(isNull(sessions.impersonatorId), operatorHoldsSql(sessions.impersonatorId, sessions.impersonatorTokenVersion)),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup');
  return async (sessionId: string) => (await query.execute({ sid: sessionId }))[0];
}

export type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>>>>;
