import { queryOptions } from '@tanstack/react-query';
import { getAllPossibleStorages } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storagesKeys } from './queryKeys';

/** The storages a stock of `productId` may be put in (its owner's), for the stock modal's selector. */
export const possibleStoragesQueryOptions = (productId: number | null = null) =>
  queryOptions({
    queryKey: storagesKeys.possibleFor(productId),
    queryFn: async () => (await call(getAllPossibleStorages, { query: productId === null ? {} : { productId: String(productId) } })).Data,
    staleTime: staleTimes.marketplace,
  });
