/** The dashboard's own cache keys (its other cards read the keys of their features). */
export const homeKeys = {
  usersCount: ['home', 'usersCount'] as const,
  /** The home's charts; a movement of the member's balance leaves them to their cache age. */
  charts: ['home', 'charts'] as const,
};
