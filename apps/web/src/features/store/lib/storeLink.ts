/** A member's public store (docs/marketplace.md#public-store): the path, and the link to share. */
export const storePath = (username: string) => `/store/${encodeURIComponent(username)}`;

export const storeLink = (username: string, origin: string = window.location.origin) => `${origin}${storePath(username)}`;
