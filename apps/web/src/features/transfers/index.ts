/** The transfers feature's cache keys (its pages are reached through the router). */
export { transfersKeys } from './api/queryKeys';
