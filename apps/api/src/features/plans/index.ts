/** What the rest of the API (registration) uses from the plans feature. */
export { findActivePlan, hasActivePlans } from './plans.service';
