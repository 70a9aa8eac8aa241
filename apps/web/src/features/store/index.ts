/** What the rest of the web uses from the public store (its page is reached through the router): cache keys, and the link a member shares. */
export { storeKeys } from './api/queryKeys';
export { storeLink, storePath } from './lib/storeLink';
