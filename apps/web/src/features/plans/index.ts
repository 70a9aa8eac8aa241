/** What the rest of the web uses from the plans feature: its cache keys and the description cut. */
export { plansKeys } from './api/queryKeys';
export { shortDescription } from './lib/shortDescription';
