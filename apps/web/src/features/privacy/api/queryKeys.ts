/** The privacy feature's cache keys (other features reach them through its index.ts). */
export const privacyKeys = {
  /** The signed-in member's 'Meus dados e privacidade'. */
  mine: ['privacy', 'mine'] as const,
  /** The console's queue of data-subject requests, by status filter. */
  queue: (status: string) => ['privacy', 'queue', status] as const,
  queueAll: ['privacy', 'queue'] as const,
};
