import { queryOptions } from '@tanstack/react-query';
import { getAllFeatures } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { productsKeys } from './queryKeys';

/** Every feature with its category (Cor: Azul, Tamanho: M), by category then name: the stock modals' checkboxes. */
export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: productsKeys.features,
    queryFn: async () => (await call(getAllFeatures)).Data,
    staleTime: staleTimes.marketplace,
  });
