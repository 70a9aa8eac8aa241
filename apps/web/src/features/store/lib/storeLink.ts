import { storePath } from '../../../lib/store-client';

/** A member's public store (docs/marketplace.md#public-store): the path, and the link to share. */
export { storePath };

export const storeLink = (username: string, origin: string = window.location.origin) => `${origin}${storePath(username)}`;
