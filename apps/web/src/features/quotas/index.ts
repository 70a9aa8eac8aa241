/** The quotas feature's cache keys, and the funds a rank's prize may name (its pages are reached through the router). */
export { adminFundsKeys, quotasKeys } from './api/queryKeys';
export { fundChoicesQueryOptions } from './api/fundChoicesQueryOptions';
