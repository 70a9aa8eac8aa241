/** What the rest of the web uses from the shop feature (its pages are reached through the router). */
export { shopKeys } from './api/queryKeys';
