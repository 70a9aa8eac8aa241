/** What the rest of the web (the shell, the dashboard) uses from the notifications feature, cache keys included. */
export { adminNotificationsKeys, notificationsKeys } from './api/queryKeys';
export { notificationsQueryOptions } from './api/notificationsQueryOptions';
export { NotificationPanel } from './components/NotificationPanel';
export { resetUnreadNotificationsToastForTests, useUnreadNotificationsToast } from './hooks/useUnreadNotificationsToast';
export { unreadCount } from './lib/unread';
