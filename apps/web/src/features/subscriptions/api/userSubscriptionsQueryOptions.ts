import { queryOptions } from '@tanstack/react-query';
import { getAllUserSubscriptionsByUserId } from '@clube/contract/subscriptions';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { subscriptionsKeys } from './queryKeys';

/** The member's subscriptions (one per subscription: the live one, else the last cancelled), 5 minutes. */
export const userSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.mine,
    queryFn: async () => (await call(getAllUserSubscriptionsByUserId)).Data,
    staleTime: staleTimes.subscriptions,
  });
