import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** NOTIFY channel of the triggers of migration 0007: payload is the id of the member whose access changed. */
export const AUTH_INVALIDATED_CHANNEL = 'auth_invalidated';

export async function insertSession(db: Db, s: { id: string; userId: number; impersonatorId: number | null; secondFactor: string | null; expiresAt: Date }) {
  await db.insert(sessions).values(s);
}

/**
 * The whole auth check in one prepared statement: the live session (not revoked, not expired)
 * with what the guards need of its member.
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
      secondFactor: sessions.secondFactor,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('auth_session_lookup');
  return async (sessionId: string) => (await query.execute({ sid: sessionId }))[0];
}

export type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>>>>;
