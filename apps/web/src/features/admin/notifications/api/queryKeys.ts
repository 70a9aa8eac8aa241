import type { GetAllNotificationBroadcastsRequest } from '@clube/contract/notifications';
import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'notifications'] as const;

/** The console's notifications (docs/admin.md#notifications); a send invalidates `all` and `adminKeys.audit`. */
export const adminNotificationsKeys = {
  all,
  list: (request: GetAllNotificationBroadcastsRequest) => [...all, 'list', request] as const,
};
