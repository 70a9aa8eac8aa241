import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, StaffRole, UserStatus } from '@clube/contract';
import { reasonText, type StaffMember } from '@clube/contract/admin';
import { toastSuccess } from '../../../lib/notify';
import { SelectField } from '../../../ui/SelectField';
import { TextareaField } from '../../../ui/TextareaField';
import { useChangeStaffRole, useChangeStaffStatus } from '../api/useStaffMutations';
import { roleOptions } from './roleOptions';

export type StaffChange = { kind: 'role' | 'status'; staff: StaffMember };

const Values = z.object({ Role: z.string(), Reason: reasonText() });
type Values = z.input<typeof Values>;

/**
 * 'Alterar papel' (reason required) or 'Bloquear' (reason required) / 'Desbloquear': either ends or
 * restores the administrator's access; the server refuses acting on oneself and on the last Owner.
 */
export function StaffChangeModal({ change, onClose }: { change: StaffChange | undefined; onClose: () => void }) {
  const role = useChangeStaffRole();
  const status = useChangeStaffStatus();
  const s = change?.staff;
  const blocking = change?.kind === 'status' && s?.Status !== UserStatus.Bloqueado;
  const needsReason = change?.kind === 'role' || blocking;
  const form = useForm<Values>({
    resolver: zodResolver(Values.refine((v) => !needsReason || v.Reason.length > 0, { path: ['Reason'], message: messages.reasonRequired })),
    values: { Role: s?.Role ?? StaffRole.Support, Reason: '' },
  });
  const done = (res: { Message: string | null }) => {
    toastSuccess(res.Message ?? '');
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    if (!change || !s) return;
    if (change.kind === 'role') role.mutate({ id: s.Id, body: { Role: v.Role as StaffRole, Reason: v.Reason } }, { onSuccess: done });
    else status.mutate({ id: s.Id, body: { Status: blocking ? UserStatus.Bloqueado : UserStatus.Ativo, Reason: v.Reason || null } }, { onSuccess: done });
  });
  const title = !s ? '' : change?.kind === 'role' ? `Alterar papel de ${s.Username}` : `${blocking ? 'Bloquear' : 'Desbloquear'} ${s.Username}`;
  return (
    <Modal opened={!!change} onClose={onClose} title={title} centered>
      {s && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack>
            <Text size="sm">
              Papel atual: <strong>{s.RoleFormatted}</strong> · Situação: <strong>{s.StatusFormatted}</strong>
            </Text>
            {change?.kind === 'role' && <SelectField control={form.control} name="Role" label="Novo papel" data={roleOptions} />}
            <TextareaField control={form.control} name="Reason" label="Motivo" withAsterisk={needsReason} rows={2} maxLength={500} />
            <Text size="xs" c="dimmed">
              {blocking || change?.kind === 'role' ? 'As sessões abertas do administrador terminam na hora.' : 'O administrador volta a poder entrar.'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {messages.closeButton}
              </Button>
              <Button type="submit" color={blocking ? 'red' : undefined} loading={role.isPending || status.isPending}>
                {change?.kind === 'role' ? 'Salvar papel' : blocking ? 'Bloquear' : 'Desbloquear'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
