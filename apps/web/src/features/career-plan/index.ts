/** The career plan's cache keys (its page is reached through the router). */
export { careerPlanKeys } from './api/queryKeys';
