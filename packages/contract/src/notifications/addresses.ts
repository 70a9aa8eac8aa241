import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard and the shell call these without downloading zod (EndpointAddress).
export const getAllUserNotificationsAddress = {
  method: 'GET',
  path: '/api/users/notifications/getAllUserNotifications',
} as const satisfies EndpointAddress;
export const updateUserNotificationAddress = {
  method: 'PUT',
  path: '/api/users/notifications/updateUserNotification',
} as const satisfies EndpointAddress;
export const getPushSettingsAddress = { method: 'GET', path: '/api/users/notifications/push/settings' } as const satisfies EndpointAddress;
export const subscribePushAddress = { method: 'POST', path: '/api/users/notifications/push/subscribe' } as const satisfies EndpointAddress;
export const unsubscribePushAddress = { method: 'POST', path: '/api/users/notifications/push/unsubscribe' } as const satisfies EndpointAddress;
