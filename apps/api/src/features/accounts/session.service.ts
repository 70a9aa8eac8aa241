import type { ReloginState } from '@clube/contract/accounts';
import type { DbOrTx } from '../../db/client';
import { getReloginFlag, setReloginFlag } from './accounts.repository';

/** While the flag is set the client must clear it (NeedsUpdate) before signing out. */
const stateOf = (flag: boolean): ReloginState => ({ NeedsRelogin: flag, NeedsUpdate: flag });

export async function reloginState(db: DbOrTx, userId: number): Promise<ReloginState> {
  return stateOf(await getReloginFlag(db, userId));
}

export async function updateReloginFlag(db: DbOrTx, userId: number, value: boolean): Promise<ReloginState> {
  return stateOf(await setReloginFlag(db, userId, value));
}
