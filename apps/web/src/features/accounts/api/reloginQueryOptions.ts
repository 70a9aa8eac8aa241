import { queryOptions } from '@tanstack/react-query';
import {
  updateUserReloginDataAddress,
  verifyIfUserNeedsReloginAddress,
  type updateUserReloginData,
  type verifyIfUserNeedsRelogin,
} from '@clube/contract/accounts';
import { call } from '../../../lib/api';
import { accountsKeys } from './queryKeys';

export const reloginQueryOptions = () =>
  queryOptions({
    queryKey: accountsKeys.relogin,
    queryFn: async () => (await call<typeof verifyIfUserNeedsRelogin>(verifyIfUserNeedsReloginAddress)).Data,
    staleTime: 0,
    // A background check: a failed poll must not toast every minute.
    meta: { silent: true },
  });

/** Sets or clears the caller's relogin flag (empty body). */
export async function sendReloginData(value: boolean) {
  return (await call<typeof updateUserReloginData>(updateUserReloginDataAddress, { params: { value: value ? 'true' : 'false' } })).Data;
}
