import { queryOptions } from '@tanstack/react-query';
import { getAllProducts, ProductFilterType } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { isProductListEntry } from '../lib/productEntries';
import { productsKeys } from './queryKeys';

/**
 * One of the seller's products with its images, or null when it is not his (or does not exist):
 * the edit and stock screens then go back to the list. The contract has no by-id call: the list
 * filtered by ID (kind 1) answers it.
 */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productsKeys.detail(id),
    queryFn: async () => {
      const res = await call(getAllProducts, {
        body: {
          PaginationSettings: { Page: 1, RowsPerPage: 1 },
          Filters: [{ Type: ProductFilterType.Id, Value: String(id) }],
          IsFromMarketplace: false,
        },
      });
      return res.Data.filter(isProductListEntry).find((e) => e.Product.Id === id) ?? null;
    },
    staleTime: staleTimes.marketplace,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
