import { queryOptions } from '@tanstack/react-query';
import { getAllUserNotificationsAddress, type getAllUserNotifications } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { notificationsKeys } from './queryKeys';

/** The member's latest notifications, newest first. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list,
    queryFn: async () => (await call<typeof getAllUserNotifications>(getAllUserNotificationsAddress)).Data,
    staleTime: 60_000,
  });
