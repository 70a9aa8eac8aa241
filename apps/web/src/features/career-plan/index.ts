/** The career plan's cache keys (its page is reached through the router), and its read, which the home's rank chart shares. */
export { careerPlanKeys } from './api/queryKeys';
export { userRanksDetailsQueryOptions } from './api/userRanksDetailsQueryOptions';
