import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { messages, StaffRole } from '@clube/contract';
import { CreateStaffRequest } from '@clube/contract/admin';
import { toastSuccess } from '../../../lib/notify';
import { PasswordField } from '../../../ui/PasswordField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useCreateStaff } from '../api/useStaffMutations';
import { roleOptions } from './roleOptions';

const EMPTY: CreateStaffRequest = { Name: '', Username: '', Email: '', Password: '', Role: StaffRole.Support };

/** 'Novo administrador': name, username, e-mail, a password of 12 characters or more, and the role. */
export function CreateStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateStaff();
  const form = useForm<CreateStaffRequest>({ resolver: zodResolver(CreateStaffRequest), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (res) => {
        toastSuccess(res.Message ?? messages.staffCreated);
        close();
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title="Novo administrador" centered>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextField control={form.control} name="Name" label="Nome" withAsterisk maxLength={100} />
          <TextField control={form.control} name="Username" label="Usuário" withAsterisk maxLength={30} autoComplete="off" />
          <TextField control={form.control} name="Email" label="Email" withAsterisk maxLength={254} autoComplete="off" />
          <PasswordField control={form.control} name="Password" label="Senha" description="Ao menos 12 caracteres." withAsterisk autoComplete="new-password" />
          <SelectField control={form.control} name="Role" label="Papel" data={roleOptions} withAsterisk />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.closeButton}
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar administrador
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
