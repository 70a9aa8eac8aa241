import { useState } from 'react';
import { Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PASSKEY_NAME_MAX, passkeyMessages, type Passkey } from '@clube/contract/passkeys';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { passkeysQueryOptions } from '../api/passkeysQueryOptions';
import { useAddPasskey } from '../api/useAddPasskey';
import { useRemovePasskey } from '../api/useRemovePasskey';
import { PasswordConfirmModal } from './PasswordConfirmModal';

/**
 * 'Passkeys' in Meus Dados: the member's passkeys with when each was made and last used,
 * 'Adicionar passkey' and 'Remover' (both confirm the password; docs/security.md#passkeys).
 */
export function PasskeysSection() {
  const list = useQuery(passkeysQueryOptions());
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <Stack gap="sm" mt="xl" data-testid="passkeys-section">
      <Divider />
      <Group justify="space-between" align="center">
        <Title order={4}>{passkeyMessages.title}</Title>
        <Button variant="light" onClick={() => setAdding(true)}>
          {passkeyMessages.add}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {passkeyMessages.intro}
      </Text>
      {!list.data ? (
        <LoadingRing />
      ) : list.data.length === 0 ? (
        <Text size="sm">{passkeyMessages.none}</Text>
      ) : (
        list.data.map((p) => (
          <Paper key={p.Id} withBorder p="sm" radius="md" data-testid="passkey-item">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.Name}
                </Text>
                <Text size="xs" c="dimmed">
                  {passkeyMessages.createdOn}: {formatDateTime(p.Created)} · {passkeyMessages.lastUsedOn}:{' '}
                  {p.LastUsedOn ? formatDateTime(p.LastUsedOn) : passkeyMessages.neverUsed}
                </Text>
              </Stack>
              <Button variant="subtle" color="red" onClick={() => setRemoving(p)} aria-label={`${passkeyMessages.remove} ${p.Name}`}>
                {passkeyMessages.remove}
              </Button>
            </Group>
          </Paper>
        ))
      )}

      <PasswordConfirmModal
        opened={adding}
        title={passkeyMessages.add}
        hint={passkeyMessages.confirmAddHint}
        confirmLabel={passkeyMessages.add}
        saving={add.isPending}
        onClose={() => {
          setAdding(false);
          setName('');
        }}
        onConfirm={(currentPassword) =>
          add.mutate(
            { currentPassword, name },
            {
              onSuccess: (res) => {
                toastSuccess(res.Message ?? passkeyMessages.registered);
                setAdding(false);
                setName('');
              },
            },
          )
        }
      >
        <TextInput
          label={passkeyMessages.nameLabel}
          placeholder={passkeyMessages.namePlaceholder}
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </PasswordConfirmModal>

      <PasswordConfirmModal
        opened={removing !== null}
        title={passkeyMessages.remove}
        hint={removing ? `${passkeyMessages.confirmRemove(removing.Name)} ${passkeyMessages.confirmRemoveHint}` : ''}
        confirmLabel={passkeyMessages.remove}
        saving={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(currentPassword) =>
          removing &&
          remove.mutate(
            { id: removing.Id, currentPassword },
            {
              onSuccess: () => {
                toastSuccess(passkeyMessages.removed);
                setRemoving(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
