import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { messages } from '@clube/contract';
import { toastPosition } from '../../../lib/notify';
import { notificationsQueryOptions } from '../api/notificationsQueryOptions';
import { unreadCount } from '../lib/unread';

export const UNREAD_TOAST_MS = 15_000;
const UNREAD_TOAST_ID = 'unread-notifications';

// Once per page load: coming back to the dashboard must not repeat it.
let shownThisPageLoad = false;

/**
 * Warns at the top right (at the bottom on a phone), for 15 seconds with a progress bar, when
 * unread notifications exist. It belongs to the dashboard: leaving it takes the toast away, so that
 * it does not sit over the next page's actions (docs/phone.md#toasts).
 */
export function useUnreadNotificationsToast() {
  const { data } = useQuery({ ...notificationsQueryOptions(), meta: { silent: true } });
  const count = unreadCount(data);
  useEffect(() => {
    if (shownThisPageLoad || count === 0) return;
    shownThisPageLoad = true;
    notifications.show({
      id: UNREAD_TOAST_ID,
      color: 'yellow',
      position: toastPosition('top-right'),
      message: messages.newNotifications(count),
      autoClose: UNREAD_TOAST_MS,
      withAutoCloseProgress: true,
      closeButtonProps: { 'aria-label': messages.closeButton },
    });
  }, [count]);
  useEffect(() => () => void notifications.hide(UNREAD_TOAST_ID), []);
}

/** Tests render several pages in one load. */
export function resetUnreadNotificationsToastForTests() {
  shownThisPageLoad = false;
}
