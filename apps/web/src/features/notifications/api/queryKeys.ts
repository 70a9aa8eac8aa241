import type { GetAllNotificationBroadcastsRequest } from '@clube/contract/notifications';

/** The notifications' cache keys. */
export const notificationsKeys = {
  list: ['notifications', 'list'] as const,
  /** Whether the club sends pushes, and its public key. */
  pushSettings: ['notifications', 'push', 'settings'] as const,
  /** This browser's own push subscription (asked of the browser, not of the API). */
  pushDevice: ['notifications', 'push', 'device'] as const,
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
