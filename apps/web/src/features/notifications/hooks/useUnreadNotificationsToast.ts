import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { messages } from '@clube/contract';
import { notificationsQueryOptions } from '../api/notificationsQueryOptions';
import { unreadCount } from '../lib/unread';

export const UNREAD_TOAST_MS = 15_000;

// Once per page load: coming back to the dashboard must not repeat it.
let shownThisPageLoad = false;

/** Warns at the top right, for 15 seconds with a progress bar, when unread notifications exist. */
export function useUnreadNotificationsToast() {
  const { data } = useQuery({ ...notificationsQueryOptions(), meta: { silent: true } });
  const count = unreadCount(data);
  useEffect(() => {
    if (shownThisPageLoad || count === 0) return;
    shownThisPageLoad = true;
    notifications.show({
      id: 'unread-notifications',
      color: 'yellow',
      position: 'top-right',
      message: messages.newNotifications(count),
      autoClose: UNREAD_TOAST_MS,
      withAutoCloseProgress: true,
      closeButtonProps: { 'aria-label': messages.closeButton },
    });
  }, [count]);
}

/** Tests render several pages in one load. */
export function resetUnreadNotificationsToastForTests() {
  shownThisPageLoad = false;
}
