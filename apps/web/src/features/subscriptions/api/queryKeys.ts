import type { GetAllSubscriptionsRequest } from '@clube/contract/subscriptions';

const all = ['subscriptions'] as const;

/**
 * The subscriptions' cache keys. `all` (the cards' pages and the member's subscriptions) is what
 * subscribing, cancelling and paying an invoice type 6 make stale.
 */
export const subscriptionsKeys = {
  all,
  list: (request: GetAllSubscriptionsRequest) => [...all, 'list', request] as const,
  mine: [...all, 'mine'] as const,
};
