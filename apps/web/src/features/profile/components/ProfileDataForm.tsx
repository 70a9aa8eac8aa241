import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { genderLabels, messages, PersonType } from '@clube/contract';
import type { User } from '@clube/contract/entities';
import { applyMask, masks } from '../../../lib/masks';
import { ApiError } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/notify';
import { MaskedField } from '../../../ui/MaskedField';
import { useUpdateUser } from '../api/useUpdateUser';
import { profileFormSchema, toUpdateUserBody, userToFormValues, type ProfileFormValues } from '../lib/profileFormValues';

const genderOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(genderLabels).map(([value, label]) => ({ value, label }))];

/**
 * 'Meus Dados'. Username, e-mail, CPF, CNPJ and inscriptions are shown read-only (the CPF is fixed
 * at registration, docs/accounts.md). 'Trocar senha' reveals the current password, the new one and
 * its confirmation; saving hides them again.
 */
export function ProfileDataForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: userToFormValues(user),
  });
  const { control, register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const changePassword = watch('changePassword');
  const individual = user.PersonType === PersonType.Individual;

  const submit = form.handleSubmit(
    (values) =>
      update.mutate(toUpdateUserBody(values, user.Language), {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.dataUpdated);
          form.reset(userToFormValues(res.Data));
        },
        // The server's toast says it too; the field shows where.
        onError: (err) => {
          const wrong = err instanceof ApiError ? (err.body as { errors?: Record<string, string[]> } | null)?.errors?.['CurrentPassword']?.[0] : undefined;
          if (wrong) form.setError('CurrentPassword', { message: wrong });
        },
      }),
    () => toastError(messages.invalidForm),
  );

  const masked = (name: 'Birthday' | 'PhoneOne' | 'PhoneTwo', label: string, mask: string, required = true) => (
    <MaskedField control={control} name={name} label={label} mask={mask} withAsterisk={required} />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Nome" withAsterisk maxLength={120} error={errors.Name?.message} {...register('Name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Email" value={user.Email} readOnly variant="filled" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Usuário" value={user.Username} readOnly variant="filled" />
        </Grid.Col>
        {individual ? (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>{masked('Birthday', 'Data de Nascimento', masks.birthday)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label="Gênero" withAsterisk data={genderOptions} error={errors.Gender?.message} {...register('Gender')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="CPF" value={applyMask(masks.cpf, user.RegionalId)} readOnly variant="filled" />
            </Grid.Col>
          </>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="CNPJ" value={applyMask(masks.cnpj, user.CNPJ)} readOnly variant="filled" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Inscrição Estadual" value={user.StateInscription ?? ''} readOnly variant="filled" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Inscrição Municipal" value={user.MunicipalInscription ?? ''} readOnly variant="filled" />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>{masked('PhoneOne', 'Telefone 1', masks.phone)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{masked('PhoneTwo', 'Telefone 2', masks.phone, false)}</Grid.Col>
        {changePassword && (
          <>
            <Grid.Col span={12}>
              <PasswordInput
                label={messages.currentPassword}
                withAsterisk
                autoComplete="current-password"
                maxLength={256}
                error={errors.CurrentPassword?.message}
                {...register('CurrentPassword')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={messages.newPassword}
                withAsterisk
                autoComplete="new-password"
                maxLength={128}
                error={errors.Password?.message}
                {...register('Password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={messages.confirmPassword}
                withAsterisk
                autoComplete="new-password"
                maxLength={128}
                error={errors.ConfirmPassword?.message}
                {...register('ConfirmPassword')}
              />
            </Grid.Col>
          </>
        )}
      </Grid>
      <Group justify="space-between" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            const show = !changePassword;
            setValue('changePassword', show);
            if (!show) {
              setValue('CurrentPassword', '');
              setValue('Password', '');
              setValue('ConfirmPassword', '');
              form.clearErrors(['CurrentPassword', 'Password', 'ConfirmPassword']);
            }
          }}
        >
          {messages.changePassword}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {messages.saveData}
        </Button>
      </Group>
    </form>
  );
}
