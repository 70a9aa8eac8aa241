import { queryOptions } from '@tanstack/react-query';
import { getAllStocksByProductId } from '@clube/contract/stocks';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { stocksKeys } from './queryKeys';

/** A product's stocks, newest first (only its owner's or an Administrator's: another's answers 404). */
export const productStocksQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: stocksKeys.byProduct(productId),
    queryFn: async () => (await call(getAllStocksByProductId, { params: { id: String(productId) } })).Data,
    staleTime: staleTimes.marketplace,
    enabled: Number.isSafeInteger(productId) && productId > 0,
  });
