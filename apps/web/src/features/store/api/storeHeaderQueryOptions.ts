import { queryOptions } from '@tanstack/react-query';
import { getStoreByUsername } from '@clube/contract/store';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storeKeys } from './queryKeys';

/** The store's owner (Name, Username). An unknown store is told on the page itself, not toasted. */
export const storeHeaderQueryOptions = (username: string) =>
  queryOptions({
    queryKey: storeKeys.header(username),
    queryFn: async () => (await call(getStoreByUsername, { params: { username } })).Data,
    staleTime: staleTimes.marketplace,
    meta: { silent: true },
  });
