import { modals } from '@mantine/modals';
import { messages } from '@clube/contract';
import { logout } from '../../features/accounts';

/** 'Deseja sair de sua Conta?' with Sair (clears the session, reloads on /login) and Fechar. */
export function confirmLogout() {
  modals.openConfirmModal({
    title: messages.logoutConfirm,
    centered: true,
    labels: { confirm: messages.logoutButton, cancel: messages.closeButton },
    confirmProps: { color: 'red' },
    onConfirm: () => logout(),
  });
}
