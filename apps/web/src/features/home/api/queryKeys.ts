/** The dashboard's own cache keys (its other cards read the keys of their features). */
export const homeKeys = {
  usersCount: ['home', 'usersCount'] as const,
};
