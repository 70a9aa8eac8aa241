/** What the rest of the web uses from the subscriptions feature: its cache keys (a payment makes them stale). */
export { subscriptionsKeys } from './api/queryKeys';
