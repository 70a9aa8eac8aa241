import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { logout } from '../../accounts';
import { useRequestDeletion } from '../api/useRequestDeletion';

/** 'Solicitar exclusão dos meus dados', with a confirmation that says what happens (docs/privacy.md#deletion). */
export function DeletionCard({ needsOperator, pending }: { needsOperator: boolean; pending: boolean }) {
  const [open, setOpen] = useState(false);
  const [sure, setSure] = useState(false);
  const request = useRequestDeletion();
  return (
    <Stack gap="xs">
      <Title order={4}>{messages.privacyDeletionTitle}</Title>
      {pending ? (
        <Text size="sm">{messages.privacyDeletionPending}</Text>
      ) : (
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpen(true)}>
            {messages.privacyDeletionTitle}
          </Button>
        </Group>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={messages.privacyDeletionTitle} centered>
        <Stack gap="sm">
          <Text size="sm">{messages.privacyDeletionText}</Text>
          {needsOperator && (
            <Alert color="yellow" variant="light">
              {messages.privacyDeletionWithMoney}
            </Alert>
          )}
          <Checkbox label={messages.privacyDeletionConfirm} checked={sure} onChange={(e) => setSure(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {messages.closeButton}
            </Button>
            <Button
              color="red"
              disabled={!sure}
              loading={request.isPending}
              onClick={() =>
                request.mutate(undefined, {
                  onSuccess: (res) => {
                    toastSuccess(res.Message ?? messages.privacyDeletionQueued);
                    setOpen(false);
                    if (res.Data.Anonymized) logout();
                  },
                })
              }
            >
              {messages.privacyDeletionTitle}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
