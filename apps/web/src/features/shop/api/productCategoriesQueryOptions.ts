import { queryOptions } from '@tanstack/react-query';
import { CategoryType, getAllCategories } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { shopKeys } from './queryKeys';

/** Every product category (Type 1), by name, for the shop's category filter. */
export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.productCategories,
    queryFn: async () =>
      (await call(getAllCategories, { body: { Type: CategoryType.Produto, IgnorePagination: true } })).Data,
    staleTime: staleTimes.marketplace,
  });
