import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../ui/DataTable';
import { ConsolePage, useUrlFilters } from '../../admin';
import { notificationBroadcastsQueryOptions, notificationBroadcastsRequest } from '../api/notificationBroadcastsQueryOptions';
import { broadcastColumns } from '../components/broadcastColumns';
import { NotificationForm } from '../components/NotificationForm';

const NO_FILTERS = [] as const;

/**
 * /configurations/notifications (Support): send a notification to one member, one level of a
 * member's network or every member, and see what the console sent (docs/admin.md#notifications).
 */
export default function NotificationsConsolePage() {
  const { page, setPage } = useUrlFilters(NO_FILTERS);
  const list = useQuery(notificationBroadcastsQueryOptions(notificationBroadcastsRequest(page)));
  return (
    <ConsolePage title="Notificações">
      <Stack gap="md">
        <NotificationForm />
        <Title order={4}>Notificações enviadas</Title>
        <DataTable
          columns={broadcastColumns}
          rows={list.data?.rows}
          rowKey={(b) => b.NotificationId}
          minWidth={900}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </ConsolePage>
  );
}
