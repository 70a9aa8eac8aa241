import { queryOptions } from '@tanstack/react-query';
import { getAllStoreCategories } from '@clube/contract/store';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storeKeys } from './queryKeys';

/** The categories holding a product of the store, for its category filter. */
export const storeCategoriesQueryOptions = (username: string) =>
  queryOptions({
    queryKey: storeKeys.categories(username),
    queryFn: async () => (await call(getAllStoreCategories, { params: { username } })).Data,
    staleTime: staleTimes.marketplace,
  });
