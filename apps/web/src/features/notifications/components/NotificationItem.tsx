import { Accordion, Box, Group, Stack, Text } from '@mantine/core';
import type { UserNotification } from '@clube/contract/notifications';
import { formatDate } from '../../../lib/format';

/** Title, start of the message and date; unread ones stand out. Opening shows the full message. */
export function NotificationItem({ notification: n }: { notification: UserNotification }) {
  const unread = n.ViewedDate === null;
  return (
    <Accordion.Item
      value={String(n.Id)}
      data-unread={unread || undefined}
      style={unread ? { backgroundColor: 'var(--mantine-color-yellow-light)', borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}
    >
      <Accordion.Control aria-label={unread ? `${n.Notification.Title} (não lida)` : n.Notification.Title}>
        <Stack gap={2}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap">
              {unread && <Box w={8} h={8} bg="yellow.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />}
              <Text fw={unread ? 700 : 500} lineClamp={1}>
                {n.Notification.Title}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(n.Created)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {n.Notification.Message}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {n.Notification.Message}
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
