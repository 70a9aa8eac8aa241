import { createElement } from 'react';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { firstScreenMessages } from '@clube/contract';
import { ErrorToastMessage } from '../ui/ErrorToastMessage';

/** Error toast: bottom right, stays until its confirm button is pressed (spec part 1, section 8). */
export function toastError(message: string = firstScreenMessages.serverError) {
  const id = randomId('error-toast-');
  notifications.show({
    id,
    color: 'red',
    title: 'Erro',
    message: createElement(ErrorToastMessage, { message, onConfirm: () => notifications.hide(id) }),
    position: 'bottom-right',
    autoClose: false,
    withCloseButton: false,
  });
}

/** Success toast: 3 seconds, bottom right. */
export function toastSuccess(message: string) {
  notifications.show({ color: 'green', message, position: 'bottom-right', autoClose: 3000 });
}
