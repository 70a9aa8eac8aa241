/** The notifications' cache keys. */
export const notificationsKeys = {
  list: ['notifications', 'list'] as const,
};
