import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { adhesionWithdrawalQueryOptions } from '../api/adhesionWithdrawalQueryOptions';
import { useWithdrawAdhesion } from '../api/useWithdrawAdhesion';

/**
 * The new member's 7 days (CDC art. 49, docs/club.md#withdrawal-of-the-adhesion): while they last,
 * where his plan is shown, 'Desistir da adesão' with a confirmation that says he will be made
 * Inativo. Nothing once they are over, or without a paid adhesion.
 */
export function AdhesionWithdrawal() {
  const state = useQuery(adhesionWithdrawalQueryOptions());
  const withdraw = useWithdrawAdhesion();
  if (!state.data?.CanWithdraw || !state.data.Deadline) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: messages.adhesionWithdrawTitle,
      centered: true,
      children: <Text size="sm">{messages.adhesionWithdrawConfirm}</Text>,
      labels: { confirm: messages.adhesionWithdrawConfirmButton, cancel: messages.closeButton },
      confirmProps: { color: 'red' },
      onConfirm: () => withdraw.mutate(undefined, { onSuccess: ({ message }) => toastSuccess(message ?? messages.adhesionWithdrawn) }),
    });
  return (
    <Alert color="yellow" mb="md" title={messages.adhesionWithdrawTitle}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{messages.adhesionWithdrawUntil(formatDateTime(state.data.Deadline))}</Text>
        <Button size="xs" color="red" variant="light" onClick={confirm} loading={withdraw.isPending}>
          {messages.adhesionWithdrawButton}
        </Button>
      </Group>
    </Alert>
  );
}
