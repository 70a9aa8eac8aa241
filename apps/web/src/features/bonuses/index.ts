/** What the rest of the web uses from the bonuses feature, cache keys included. */
export { bonusesKeys } from './api/queryKeys';
