import { queryOptions } from '@tanstack/react-query';
import { CategoryType, getAllCategories } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { productsKeys } from './queryKeys';

/** Every product category (Type 1), by name, for the product form's multi-select. */
export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: productsKeys.categories,
    queryFn: async () => (await call(getAllCategories, { body: { Type: CategoryType.Produto, IgnorePagination: true } })).Data,
    staleTime: staleTimes.marketplace,
  });
