import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllStoreProducts, type StoreProductsRequest } from '@clube/contract/store';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storeKeys } from './queryKeys';

/** One page of the store (24 cards, at the list price) with its PaginationSettings; the previous page stays while the next loads. */
export const storeProductsQueryOptions = (username: string, request: StoreProductsRequest) =>
  queryOptions({
    queryKey: storeKeys.productPage(username, request),
    queryFn: async () => {
      const res = await call(getAllStoreProducts, { params: { username }, body: request });
      return { products: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.marketplace,
    placeholderData: keepPreviousData,
  });
