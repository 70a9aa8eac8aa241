/** The dashboard's cache keys (its page is reached through the router). */
export { homeKeys } from './api/queryKeys';
