import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createNewOrderPreview, type OrderPreviewRequest } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { storeKeys } from './queryKeys';

/**
 * What the store client's cart would cost (B2C: list prices, freight to his address), computed by
 * the server as the order would be. Never fresh (stock and freight move); the last answer stays
 * on screen while a new one loads.
 */
export const storeOrderPreviewQueryOptions = (request: OrderPreviewRequest) =>
  queryOptions({
    queryKey: storeKeys.preview(request),
    queryFn: async () => (await call(createNewOrderPreview, { body: request })).Data,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
