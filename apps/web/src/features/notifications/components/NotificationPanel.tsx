import { Accordion, Drawer, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { notificationsQueryOptions } from '../api/notificationsQueryOptions';
import { useViewNotification } from '../api/useViewNotification';
import { officeNotifications } from '../lib/unread';
import { NotificationItem } from './NotificationItem';
import { PushToggle } from './PushToggle';

/** The notification panel: 30vw on screens of 1000px or more, the whole width below. */
export function NotificationPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const wide = useMediaQuery('(min-width: 1000px)');
  const query = useQuery({ ...notificationsQueryOptions(), enabled: opened });
  const view = useViewNotification();
  const list = officeNotifications(query.data);

  const open = (value: string | null) => {
    const item = list.find((n) => String(n.Id) === value);
    if (item && item.ViewedDate === null) view.mutate(item.Id);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? '30vw' : '100vw'}
      title={messages.notifications}
      closeButtonProps={{ 'aria-label': messages.closeButton }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {opened && <PushToggle />}
      {query.isPending ? (
        <LoadingRing />
      ) : list.length === 0 ? (
        <EmptyState text={messages.noNotifications} />
      ) : (
        <Accordion variant="separated" onChange={open}>
          {list.map((n) => (
            <NotificationItem key={n.Id} notification={n} />
          ))}
        </Accordion>
      )}
    </Drawer>
  );
}
