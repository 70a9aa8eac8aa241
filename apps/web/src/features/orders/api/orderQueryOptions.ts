import { queryOptions } from '@tanstack/react-query';
import { getOrderById } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { ordersKeys } from './queryKeys';

/** One order with its items, for the details modal (only its buyer and its seller may read it). */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: async () => (await call(getOrderById, { body: { Id: id } })).Data,
    staleTime: staleTimes.marketplace,
  });
