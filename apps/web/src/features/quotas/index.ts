/** The quotas feature's cache keys (its page is reached through the router). */
export { quotasKeys } from './api/queryKeys';
