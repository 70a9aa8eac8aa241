import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '@clube/contract';
import { signOut } from '../../features/accounts';

/**
 * 'Deseja sair de sua Conta?' with Sair (ends this session on the server, clears it here, reloads
 * on /login) and Fechar; 'Sair de todos os dispositivos' ends every session of the member.
 */
export function confirmLogout() {
  modals.openConfirmModal({
    title: messages.logoutConfirm,
    centered: true,
    labels: { confirm: messages.logoutButton, cancel: messages.closeButton },
    confirmProps: { color: 'red' },
    children: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {messages.logoutAllDevicesHint}
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          px={0}
          onClick={() => {
            modals.closeAll();
            void signOut({ everywhere: true });
          }}
        >
          {messages.logoutAllDevices}
        </Button>
      </Stack>
    ),
    onConfirm: () => void signOut(),
  });
}
