import { queryOptions } from '@tanstack/react-query';
import { getAllSubscriptions, SUBSCRIPTIONS_PAGE_SIZE, SubscriptionSort, type GetAllSubscriptionsRequest } from '@clube/contract/subscriptions';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { subscriptionsKeys } from './queryKeys';

/** The cards: the subscriptions on offer (Status true), 50 a page, by Id. */
export const subscriptionsRequest = (page: number): GetAllSubscriptionsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: SUBSCRIPTIONS_PAGE_SIZE },
  PaginationFilter: { Type: SubscriptionSort.Id },
  Status: true,
});

/** One page of subscriptions with its PaginationSettings (spec part 2 §9: 5 minutes). */
export const subscriptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: subscriptionsKeys.list(subscriptionsRequest(page)),
    queryFn: async () => {
      const res = await call(getAllSubscriptions, { body: subscriptionsRequest(page) });
      return { subscriptions: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.subscriptions,
  });
