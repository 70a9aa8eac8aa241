import { queryOptions } from '@tanstack/react-query';
import { getAuthUserDataAddress, type getAuthUserData } from '@clube/contract/accounts';
import { call } from '../../../lib/api';
import { accountsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The same key as the home's copy, so that one cache and one invalidation serve both. */
export const AUTH_USER_DATA_KEY = accountsKeys.authUserData;

/** The signed-in member: profile, plan, addresses and pending invoices (5 minutes). */
export const authUserDataQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_DATA_KEY,
    queryFn: async () => (await call<typeof getAuthUserData>(getAuthUserDataAddress)).Data,
    staleTime: staleTimes.authUser,
  });
