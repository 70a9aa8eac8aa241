/** What the rest of the API (app.ts, building the offline gateway) uses from the payments feature. */
export { offlineLookup } from './offline-lookup';
