import type { GetAllNotificationBroadcastsRequest } from '@clube/contract/notifications';

/** The notifications' cache keys. */
export const notificationsKeys = {
  list: ['notifications', 'list'] as const,
};

const broadcasts = ['admin', 'notifications'] as const;

/**
 * The console's notifications (/configurations/notifications, docs/admin.md#notifications), under
 * the console's `adminKeys.all`; a send invalidates `all` and `adminKeys.audit`.
 */
export const adminNotificationsKeys = {
  all: broadcasts,
  list: (request: GetAllNotificationBroadcastsRequest) => [...broadcasts, 'list', request] as const,
};
