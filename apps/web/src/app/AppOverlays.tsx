import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import classes from './AppOverlays.module.css';

/**
 * The toasts and the confirm modals. Both are driven by global stores (`notifications.show`,
 * `modals.openConfirmModal`), so they need no place around the pages: main.tsx mounts this beside
 * the router, loaded after the first paint, which keeps Modal, ScrollArea and floating-ui out of
 * the login page's download (docs/performance.md, "Web"). A toast asked for earlier waits in the
 * store and shows when this mounts. At most three toasts at once, below the header row at the top
 * (docs/phone.md#toasts).
 */
export default function AppOverlays() {
  return (
    <>
      <Notifications limit={3} classNames={{ root: classes.toasts, notification: classes.toast }} />
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />
    </>
  );
}
