import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { messages, PersonType } from '@clube/contract';
import { CreateRootMemberRequest } from '@clube/contract/admin';
import { masks } from '../../../lib/masks';
import { toastSuccess } from '../../../lib/notify';
import { MaskedField } from '../../../ui/MaskedField';
import { PasswordField } from '../../../ui/PasswordField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useCreateRootMember } from '../api/useCreateRootMember';

/** The contract's rules; the person type as the select's string. */
const schema = CreateRootMemberRequest.extend({ PersonType: z.enum(['1', '2']) });
type Values = z.input<typeof schema>;

const EMPTY: Values = { Name: '', Username: '', Email: '', PersonType: '1', Document: '', Password: '' };
const personTypeOptions = [
  { value: '1', label: 'Pessoa Física (CPF)' },
  { value: '2', label: 'Pessoa Jurídica (CNPJ)' },
];

/**
 * 'Criar o primeiro sócio': the root of the club's network, with no sponsor and Ativo at once; his
 * username is the registration link the next members use (docs/admin.md#members).
 */
export function CreateRootMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateRootMember();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const company = form.watch('PersonType') === '2';
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(({ PersonType: type, ...rest }) =>
    create.mutate(
      { ...rest, PersonType: type === '2' ? PersonType.Company : PersonType.Individual },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.rootMemberCreated);
          close();
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title="Criar o primeiro sócio" centered size="lg">
      <form noValidate aria-label="Primeiro sócio" onSubmit={(e) => void submit(e)}>
        <Stack>
          <Text size="sm" c="dimmed">
            O primeiro sócio não tem patrocinador e fica ativo sem fatura de adesão. Os próximos sócios se cadastram pelo link de indicação dele.
          </Text>
          <TextField control={form.control} name="Name" label="Nome" withAsterisk maxLength={120} />
          <Group grow align="flex-start">
            <TextField control={form.control} name="Username" label="Usuário" withAsterisk maxLength={100} />
            <TextField control={form.control} name="Email" label="E-mail" type="email" withAsterisk maxLength={254} />
          </Group>
          <Group grow align="flex-start">
            <SelectField
              control={form.control}
              name="PersonType"
              label="Tipo de pessoa"
              data={personTypeOptions}
              onValueChange={() => form.setValue('Document', '')}
            />
            <MaskedField
              key={company ? 'cnpj' : 'cpf'}
              control={form.control}
              name="Document"
              label={company ? 'CNPJ' : 'CPF'}
              mask={company ? masks.cnpj : masks.cpf}
              withAsterisk
            />
          </Group>
          <PasswordField control={form.control} name="Password" label="Senha" withAsterisk autoComplete="new-password" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.closeButton}
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar sócio
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
