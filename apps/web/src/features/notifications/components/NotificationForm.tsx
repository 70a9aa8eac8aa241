import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, NotificationTarget, notificationTargetLabels } from '@clube/contract/notifications';
import { toastSuccess } from '../../../lib/notify';
import { SelectField } from '../../../ui/SelectField';
import { TextareaField } from '../../../ui/TextareaField';
import { TextField } from '../../../ui/TextField';
import { useCountNotificationRecipients } from '../api/useCountNotificationRecipients';
import { useSendNotification } from '../api/useSendNotification';
import { EMPTY_NOTIFICATION_FORM, notificationFormSchema, toAudience, toSendRequest, type NotificationFormValues } from '../lib/notificationForm';

const TARGETS = Object.values(NotificationTarget).map((t) => ({ value: t, label: notificationTargetLabels[t] }));
const LEVELS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `Nível ${i + 1}` }));
const members = (n: number) => (n === 1 ? '1 sócio' : `${n} sócios`);

/**
 * A notification to one member, to one level of a member's network, or to every member
 * (docs/admin.md#notifications): 'Contar destinatários' says how many would receive it; 'Enviar'
 * counts again and asks for confirmation with that number before sending.
 */
export function NotificationForm() {
  const form = useForm<NotificationFormValues>({ resolver: zodResolver(notificationFormSchema), defaultValues: EMPTY_NOTIFICATION_FORM });
  const target = useWatch({ control: form.control, name: 'Target' });
  const count = useCountNotificationRecipients();
  const send = useSendNotification();
  const [counted, setCounted] = useState<number | undefined>(undefined);
  const [sent, setSent] = useState<string | undefined>(undefined);
  const audienceFields = ['Target', 'Username', 'Level'] as const;

  const countNow = async () => {
    if (!(await form.trigger(audienceFields))) return;
    count.mutate(toAudience(form.getValues()), { onSuccess: setCounted });
  };

  const submit = form.handleSubmit((values) => {
    setSent(undefined);
    count.mutate(toAudience(values), {
      onSuccess: (n) => {
        setCounted(n);
        modals.openConfirmModal({
          title: 'Enviar notificação',
          centered: true,
          children: (
            <Text size="sm">
              Enviar “{values.Title.trim()}” para {members(n)}?
            </Text>
          ),
          labels: { confirm: 'Enviar', cancel: 'Fechar' },
          onConfirm: () =>
            send.mutate(toSendRequest(values), {
              onSuccess: (res) => {
                const message = res.Message ?? '';
                toastSuccess(message);
                setSent(message);
                setCounted(undefined);
                form.reset({ ...EMPTY_NOTIFICATION_FORM, Target: values.Target });
              },
            }),
        });
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)} onChange={() => setCounted(undefined)}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <SelectField control={form.control} name="Target" label="Destino" withAsterisk data={TARGETS} />
          </Grid.Col>
          {target !== NotificationTarget.Everyone && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextField control={form.control} name="Username" label="Usuário do sócio" withAsterisk maxLength={100} />
            </Grid.Col>
          )}
          {target === NotificationTarget.NetworkLevel && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <SelectField control={form.control} name="Level" label="Nível da rede" withAsterisk data={LEVELS} />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <TextField control={form.control} name="Title" label="Título" withAsterisk maxLength={NOTIFICATION_TITLE_MAX} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextareaField control={form.control} name="Message" label="Mensagem" withAsterisk rows={4} maxLength={NOTIFICATION_MESSAGE_MAX} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group>
              <Button variant="light" onClick={() => void countNow()} loading={count.isPending && !send.isPending}>
                Contar destinatários
              </Button>
              <Button type="submit" loading={send.isPending}>
                Enviar
              </Button>
              {counted !== undefined && (
                <Text size="sm" role="status">
                  {counted === 1 ? '1 sócio receberá' : `${counted} sócios receberão`} esta notificação.
                </Text>
              )}
            </Group>
          </Grid.Col>
          {sent && (
            <Grid.Col span={12}>
              <Alert color="green" role="status">
                {sent}
              </Alert>
            </Grid.Col>
          )}
        </Grid>
      </form>
    </Paper>
  );
}
