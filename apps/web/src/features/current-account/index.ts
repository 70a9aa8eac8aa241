/** What the rest of the web uses from the current-account feature, cache keys included. */
export { currentAccountKeys } from './api/queryKeys';
export { earningsDetailsQueryOptions } from './api/earningsDetailsQueryOptions';
export { earningColumns } from './components/earningColumns';
