import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { CancelPendingInvoiceRequest } from '@clube/contract/invoices';
import { formatBRL, formatDate } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { TextareaField } from '../../../ui/TextareaField';
import { useCancelPendingInvoice } from '../api/useCancelPendingInvoice';

type Values = { Reason: string };

/** 'Cancelar fatura': what cancelling does, the reason (required, kept in the audit), and the confirmation. */
export function CancelPendingInvoiceModal({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const cancel = useCancelPendingInvoice();
  const form = useForm<Values>({ resolver: zodResolver(CancelPendingInvoiceRequest), values: { Reason: '' } });
  const close = () => {
    form.reset({ Reason: '' });
    onClose();
  };
  const submit = form.handleSubmit((v) =>
    cancel.mutate(
      { id: invoice!.Id, body: v },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.pendingInvoiceCancelled);
          close();
        },
      },
    ),
  );
  return (
    <Modal opened={invoice !== null} onClose={close} title={invoice ? messages.invoiceCancelTitle(invoice.Id) : ''} centered>
      {invoice && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack>
            <Text size="sm">
              <strong>{invoice.TypeFormatted}</strong>: {invoice.Description}, {formatBRL(invoice.Value + invoice.DeliverValue)}, vence{' '}
              {formatDate(invoice.DueDate)}.
            </Text>
            <Text size="sm" c="dimmed">
              {messages.invoiceCancelHint}
            </Text>
            <TextareaField control={form.control} name="Reason" label="Motivo" withAsterisk rows={3} maxLength={500} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {messages.closeButton}
              </Button>
              <Button type="submit" color="red" loading={cancel.isPending}>
                {messages.invoiceCancelConfirmButton}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
