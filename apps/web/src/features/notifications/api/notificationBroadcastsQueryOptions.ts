import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@clube/contract';
import { adminGetAllNotificationBroadcasts, type GetAllNotificationBroadcastsRequest } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { adminNotificationsKeys } from './queryKeys';

export const notificationBroadcastsRequest = (page: number): GetAllNotificationBroadcastsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: DEFAULT_PAGE_SIZE },
});

/** What the console sent, newest first. */
export const notificationBroadcastsQueryOptions = (request: GetAllNotificationBroadcastsRequest) =>
  queryOptions({
    queryKey: adminNotificationsKeys.list(request),
    queryFn: async () => {
      const res = await call(adminGetAllNotificationBroadcasts, { body: request });
      return { rows: res.Data, pagination: res.PaginationSettings ?? null };
    },
  });
