import { queryOptions } from '@tanstack/react-query';
import type { PaginationSettingsResponse } from '@clube/contract';
import { getAllProducts, PRODUCTS_PAGE_SIZE, ProductSort, type ProductFilter, type ProductListEntry } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { isProductListEntry } from '../lib/productEntries';
import { productsKeys } from './queryKeys';

export interface ProductsPageData {
  products: ProductListEntry[];
  pagination: PaginationSettingsResponse | null;
}

export interface ProductsListParams {
  page: number;
  /** Availability (ProductStatus 1 to 4); null: every status. */
  status: number | null;
  filter: ProductFilter | null;
}

/** The seller's products (an Administrator: every product), newest first, 50 a page (spec part 2 section 9). */
export const productsRequest = ({ page, status, filter }: ProductsListParams) => ({
  PaginationSettings: { Page: page, RowsPerPage: PRODUCTS_PAGE_SIZE },
  PaginationFilter: { Type: ProductSort.Id, OrderByDescending: true },
  ProductStatus: status,
  Filters: filter ? [filter] : [],
  IsFromMarketplace: false,
});

export const productsQueryOptions = (params: ProductsListParams) => {
  const request = productsRequest(params);
  return queryOptions({
    queryKey: productsKeys.list(request),
    queryFn: async (): Promise<ProductsPageData> => {
      const res = await call(getAllProducts, { body: request });
      return { products: res.Data.filter(isProductListEntry), pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.marketplace,
  });
};
