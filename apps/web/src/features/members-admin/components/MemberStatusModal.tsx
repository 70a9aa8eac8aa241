import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, UserStatus } from '@clube/contract';
import type { AdminMemberDetail } from '@clube/contract/admin';
import { toastSuccess } from '../../../lib/notify';
import { SelectField } from '../../../ui/SelectField';
import { TextareaField } from '../../../ui/TextareaField';
import { useChangeMemberStatus } from '../api/useChangeMemberStatus';
import { statusChoices, StatusFormValues } from '../lib/statusForm';

/** 'Alterar situação': the new status and the reason (required to block, which ends his sessions at once). */
export function MemberStatusModal({ profile: p, opened, onClose }: { profile: AdminMemberDetail['Profile']; opened: boolean; onClose: () => void }) {
  const change = useChangeMemberStatus();
  const initial: StatusFormValues = { Status: String(p.Status === UserStatus.Bloqueado ? UserStatus.Ativo : UserStatus.Bloqueado), Reason: '' };
  const form = useForm<StatusFormValues>({ resolver: zodResolver(StatusFormValues), values: initial });
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const blocking = form.watch('Status') === String(UserStatus.Bloqueado);
  const submit = form.handleSubmit((v) =>
    change.mutate(
      { id: p.Id, body: { Status: Number(v.Status), Reason: v.Reason || null } },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.memberStatusChanged);
          close();
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title={`Alterar situação de ${p.Username}`} centered>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm">
            Situação atual: <strong>{p.StatusFormatted}</strong>
          </Text>
          <SelectField control={form.control} name="Status" label="Nova situação" data={statusChoices} />
          <TextareaField control={form.control} name="Reason" label="Motivo" withAsterisk={blocking} rows={3} maxLength={500} />
          {blocking && (
            <Text size="xs" c="dimmed">
              Bloquear encerra na hora todas as sessões do sócio; ele não consegue mais entrar.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.closeButton}
            </Button>
            <Button type="submit" color={blocking ? 'red' : undefined} loading={change.isPending}>
              Salvar situação
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
