import { queryOptions } from '@tanstack/react-query';
import { getAllUserNotifications } from '@clube/contract/notifications';
import { call } from '../../../lib/api';

export const notificationsQueryKey = ['notifications', 'list'] as const;

/** The member's latest notifications, newest first. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: async () => (await call(getAllUserNotifications)).Data,
    staleTime: 60_000,
  });
