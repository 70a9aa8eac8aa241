import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { passkeyMessages } from '@clube/contract/passkeys';

/** A modal that asks the password again before a change of the member's ways in (docs/security.md#passkeys). */
export function PasswordConfirmModal({
  opened,
  title,
  hint,
  confirmLabel,
  saving,
  onClose,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  hint: string;
  confirmLabel: string;
  saving: boolean;
  onClose: () => void;
  onConfirm: (currentPassword: string) => void;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !password ? messages.currentPasswordRequired : undefined;
  const close = () => {
    setPassword('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (password) onConfirm(password);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{hint}</Text>
          {children}
          <PasswordInput
            label={messages.currentPassword}
            autoComplete="current-password"
            maxLength={256}
            value={password}
            error={error}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={saving}>
              {passkeyMessages.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
