/** The network feature's cache keys (its pages are reached through the router). */
export { networkKeys } from './api/queryKeys';
