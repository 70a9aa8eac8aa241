/**
 * What the rest of the web uses from the public store (its page is reached through the router):
 * cache keys, the link a member shares, and a store client's home in the office (loaded lazily).
 */
export { storeKeys } from './api/queryKeys';
export { LazyStoreClientHome as StoreClientHome } from './components/LazyStoreClientHome';
export { storeLink, storePath } from './lib/storeLink';
