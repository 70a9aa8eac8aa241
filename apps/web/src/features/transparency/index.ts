/** The income disclosure (docs/transparency.md): its cache keys; the pages are reached through the router. */
export { transparencyKeys } from './api/queryKeys';
