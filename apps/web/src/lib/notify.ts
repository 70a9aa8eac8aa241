import { notifications } from '@mantine/notifications';
import { messages } from '@clube/contract';

/** Error toast: bottom right, stays until confirmed (spec part 1 section 8). */
export function toastError(message: string = messages.serverError) {
  notifications.show({ color: 'red', title: 'Erro', message, position: 'bottom-right', autoClose: false, withCloseButton: true });
}

/** Success toast: 3 seconds, bottom right. */
export function toastSuccess(message: string) {
  notifications.show({ color: 'green', message, position: 'bottom-right', autoClose: 3000 });
}
