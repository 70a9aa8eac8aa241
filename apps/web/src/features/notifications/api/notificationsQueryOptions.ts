import { queryOptions } from '@tanstack/react-query';
import { getAllUserNotifications } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { notificationsKeys } from './queryKeys';

/** The member's latest notifications, newest first. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list,
    queryFn: async () => (await call(getAllUserNotifications)).Data,
    staleTime: 60_000,
  });
