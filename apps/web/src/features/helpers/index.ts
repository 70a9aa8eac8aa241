/** What the rest of the web uses from the helpers feature (lookups shared by several screens). */
export { consultZipCode } from './api/consultZipCode';
export { helpersKeys } from './api/queryKeys';
export { ibgeCitiesQueryOptions, ibgeStatesQueryOptions } from './api/ibgeQueryOptions';
