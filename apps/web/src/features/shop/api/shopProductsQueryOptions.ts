import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllProducts, type GetAllProductsRequest, type ShopProductEntry } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { shopKeys } from './queryKeys';

/** One page of the shop (24 cards) with its PaginationSettings; the previous page stays while the next loads. */
export const shopProductsQueryOptions = (request: GetAllProductsRequest) =>
  queryOptions({
    queryKey: shopKeys.productPage(request),
    queryFn: async () => {
      const res = await call(getAllProducts, { body: request });
      // IsFromMarketplace answers shop entries (a seller's list entry carries more, never less).
      return { products: res.Data as ShopProductEntry[], pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.marketplace,
    placeholderData: keepPreviousData,
  });
