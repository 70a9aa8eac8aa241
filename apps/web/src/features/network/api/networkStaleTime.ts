/** Spec part 2, section 9: lists and network data are reloaded when older than 5 minutes. */
export const NETWORK_STALE_TIME = 300_000;
