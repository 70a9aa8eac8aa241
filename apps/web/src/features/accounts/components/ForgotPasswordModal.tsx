import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { useRecoveryPassword } from '../api/useRecoveryPassword';

/**
 * The 'Esqueci minha senha...' prompt: asks the username (or e-mail) and sends the reset link. A
 * store's login asks the e-mail, the only name its clients know (`label`).
 */
export function ForgotPasswordModal({
  opened,
  initialUser,
  onClose,
  label = 'Usuário',
}: {
  opened: boolean;
  initialUser: string;
  onClose: () => void;
  label?: string;
}) {
  const [value, setValue] = useState(initialUser);
  const [error, setError] = useState<string | null>(null);
  const recovery = useRecoveryPassword();

  useEffect(() => {
    if (opened) {
      setValue(initialUser);
      setError(null);
    }
  }, [opened, initialUser]);

  const submit = () => {
    const user = value.trim();
    if (!user) return setError(messages.userRequired);
    recovery.mutate(user, {
      onSuccess: (message) => {
        toastSuccess(message ?? messages.recoverySent);
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={messages.forgotPassword.replace(/\.+$/, '')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={label}
          placeholder="Email/Usuário"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={254}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={recovery.isPending}>
            {messages.changePassword}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
