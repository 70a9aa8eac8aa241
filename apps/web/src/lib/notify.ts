import { createElement } from 'react';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { firstScreenMessages } from '@clube/contract';
import { ErrorToastMessage } from '../ui/ErrorToastMessage';
import { isPhone } from './phone';

/** An error toast stays long enough to be read, then goes: stale ones must not pile up over the page (docs/phone.md#toasts). */
export const ERROR_TOAST_MS = 8_000;

/**
 * Where a toast shows: the spec's corner on a desktop; at the bottom, across the screen, on a
 * phone, where the top holds the menu and the page's actions (docs/phone.md#toasts).
 */
export const toastPosition = (desktop: NonNullable<NotificationData['position']>): NonNullable<NotificationData['position']> =>
  isPhone() ? 'bottom-center' : desktop;

/** One id per message: the same error twice replaces the first toast instead of stacking a copy. */
const errorToastId = (message: string) => `error-toast-${message}`;

/**
 * Error toast: bottom right, with its confirm button (spec part 1, section 8); it also closes by
 * itself after ERROR_TOAST_MS, and the same message shows once.
 */
export function toastError(message: string = firstScreenMessages.serverError) {
  const id = errorToastId(message);
  const toast: NotificationData & { id: string } = {
    id,
    color: 'red',
    title: 'Erro',
    message: createElement(ErrorToastMessage, { message, onConfirm: () => notifications.hide(id) }),
    position: toastPosition('bottom-right'),
    autoClose: ERROR_TOAST_MS,
    withCloseButton: false,
  };
  // Mantine ignores a second show of an id on screen (or queued): that is the dedupe.
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((n) => n.id === id)) notifications.update(toast);
  else notifications.show(toast);
}

/** Success toast: 3 seconds, bottom right. */
export function toastSuccess(message: string) {
  notifications.show({ color: 'green', message, position: toastPosition('bottom-right'), autoClose: 3000 });
}
