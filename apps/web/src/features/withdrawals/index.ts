/** The withdrawals feature's cache keys (its page is reached through the router). */
export { withdrawalsKeys } from './api/queryKeys';
