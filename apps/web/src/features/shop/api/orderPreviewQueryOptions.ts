import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { createNewOrderPreview, type OrderPreviewRequest } from '@clube/contract/orders';
import { ApiError, call } from '../../../lib/api';
import { shopKeys } from './queryKeys';

/**
 * What the cart would cost: delivery services, freight, items and discount, computed by the server
 * as the order would be. Never cached as fresh (stock and freight move); the last answer stays on
 * screen while a new one loads. Spec part 2 section 8: a Forbidden answer shows a generic error.
 * Silent: the cart shows why it cannot be priced (a minimum order, a service the address lacks)
 * beside 'Finalizar compra' for as long as it holds, instead of a toast at every new preview.
 */
export const orderPreviewQueryOptions = (request: OrderPreviewRequest) =>
  queryOptions({
    queryKey: shopKeys.preview(request),
    queryFn: async () => {
      try {
        return (await call(createNewOrderPreview, { body: request })).Data;
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) throw new ApiError(403, messages.forbidden, e.body);
        throw e;
      }
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
