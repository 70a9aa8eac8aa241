import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { CancelWithdrawalRequest, type AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TextareaField } from '../../../ui/TextareaField';
import { useCancelWithdrawal } from '../api/useCancelWithdrawal';

const EMPTY: CancelWithdrawalRequest = { CancelReason: '' };

/**
 * 'Cancelar': the reason is required (the member reads it as 'Razão do Cancelamento'); value and
 * fee return to the member's wallet.
 */
export function CancelWithdrawalModal({
  withdrawal: w,
  onCancelled,
  onClose,
}: {
  withdrawal: AdminWithdrawal | undefined;
  onCancelled?: (w: AdminWithdrawal) => void;
  onClose: () => void;
}) {
  const cancel = useCancelWithdrawal();
  const form = useForm<CancelWithdrawalRequest>({ resolver: zodResolver(CancelWithdrawalRequest), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    if (!w) return;
    cancel.mutate(
      { id: w.Id, body },
      {
        onSuccess: (res) => {
          onCancelled?.(res.Data);
          toastSuccess(res.Message ?? messages.withdrawalCancelled);
          close();
        },
      },
    );
  });
  return (
    <Modal opened={!!w} onClose={close} title={w ? `Cancelar saque #${w.Id}` : ''} centered>
      {w && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack>
            <Text size="sm">
              {formatBRL(w.Value)} + taxa de {formatBRL(w.Tax)} voltam para a conta corrente de {w.User.Name} ({w.User.Username}).
            </Text>
            <TextareaField control={form.control} name="CancelReason" label="Motivo" withAsterisk rows={3} maxLength={500} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {messages.closeButton}
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                Cancelar saque
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
