import type { ReloginState } from '@clube/contract/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { getReloginFlag, setReloginFlag } from './accounts.repository';
import { bumpTokenVersion, revokeAllSessions, revokeSession } from './sessions.repository';

/** While the flag is set the client must clear it (NeedsUpdate) before signing out. */
const stateOf = (flag: boolean): ReloginState => ({ NeedsRelogin: flag, NeedsUpdate: flag });

export async function reloginState(db: DbOrTx, userId: number): Promise<ReloginState> {
  return stateOf(await getReloginFlag(db, userId));
}

export async function updateReloginFlag(db: DbOrTx, userId: number, value: boolean): Promise<ReloginState> {
  return stateOf(await setReloginFlag(db, userId, value));
}

/** Logout: this session's token is refused from now on, on every API instance (docs/security.md). */
export async function endSession(db: DbOrTx, userId: number, sessionId: string): Promise<void> {
  await revokeSession(db, userId, sessionId);
}

/**
 * "Sair de todos os dispositivos": every session ends, and the token version moves on, so that no
 * token issued before (whatever its session) is accepted again.
 */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.transaction((tx) => revokeEveryToken(tx, userId));
}

/**
 * Every session of the member ends and his token version moves on, in the caller's transaction:
 * logging out of all devices, and an operator's block or role change (docs/security.md#sessions).
 */
export async function revokeEveryToken(db: DbOrTx, userId: number): Promise<void> {
  await revokeAllSessions(db, userId);
  await bumpTokenVersion(db, userId);
}
