import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { RejectMoneyApprovalRequest, type MoneyApproval } from '@clube/contract/bonuses';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TextareaField } from '../../../ui/TextareaField';
import { useRejectMoneyApproval } from '../api/useRejectMoneyApproval';

const EMPTY: RejectMoneyApprovalRequest = { Reason: '' };

/** 'Recusar': the reason is required and kept on the approval and its audit row; nothing moves. */
export function RejectApprovalModal({ approval: a, onClose }: { approval: MoneyApproval | undefined; onClose: () => void }) {
  const reject = useRejectMoneyApproval();
  const form = useForm<RejectMoneyApprovalRequest>({ resolver: zodResolver(RejectMoneyApprovalRequest), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    if (!a) return;
    reject.mutate(
      { id: a.Id, body },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.approvalRejected);
          close();
        },
      },
    );
  });
  return (
    <Modal opened={!!a} onClose={close} title={a ? `Recusar solicitação #${a.Id}` : ''} centered>
      {a && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack>
            <Text size="sm">
              {a.OperationFormatted} de {formatBRL(a.Total)} pedida por {a.RequestedBy.Name} (@{a.RequestedBy.Username}). Nada será lançado.
            </Text>
            <TextareaField control={form.control} name="Reason" label="Motivo" withAsterisk rows={3} maxLength={500} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {messages.closeButton}
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                Recusar
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
