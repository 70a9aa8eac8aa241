import { useEffect } from 'react';
import { Button, Checkbox, Group, NativeSelect, PasswordInput, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { genderLabels } from '@clube/contract';
import { MaskedInput } from '../../../ui/MaskedInput';
import { masks } from '../../../lib/masks';
import { useServerFieldChecks } from '../hooks/useServerFieldChecks';
import { companyFields, individualFields, personalDataSchema, type PersonalDataValues } from './personalDataSchema';

const baseResolver = zodResolver(personalDataSchema);
const genderOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(genderLabels).map(([value, label]) => ({ value, label }))];
type MaskedField = 'Birthday' | 'RegionalId' | 'CNPJ' | 'PhoneOne' | 'PhoneTwo';

/** Step 1: personal data, access data and the contract. */
export function PersonalDataStep({ defaultValues, onNext }: { defaultValues: PersonalDataValues; onNext: (values: PersonalDataValues) => void }) {
  const checks = useServerFieldChecks(baseResolver);
  const form = useForm<PersonalDataValues>({ resolver: checks.resolver, defaultValues, mode: 'onTouched' });
  const { register, control, handleSubmit, formState, setValue, clearErrors } = form;
  const errors = formState.errors;
  const { attach } = checks;
  const personType = useWatch({ control, name: 'PersonType' });
  useEffect(() => attach(form), [attach, form]);

  const masked = (name: MaskedField, label: string, mask: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          label={label}
          mask={mask}
          placeholder={mask}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  // Switching person type drops the other type's fields, so they neither block nor get sent.
  const switchPersonType = (next: string) => {
    const dropped = next === '2' ? individualFields : companyFields;
    for (const f of dropped) setValue(f, '');
    clearErrors([...dropped]);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Dados Pessoais">
      <Stack gap="lg">
        <section>
          <Title order={4} mb="sm">
            Dados Pessoais
          </Title>
          <Stack gap="sm">
            <TextInput label="Nome" autoComplete="name" {...register('Name')} error={errors.Name?.message} />
            <Controller
              control={control}
              name="PersonType"
              render={({ field }) => (
                <Radio.Group
                  label="Tipo de Pessoa"
                  name={field.name}
                  value={field.value}
                  onChange={(v) => {
                    switchPersonType(v);
                    field.onChange(v);
                  }}
                >
                  <Group mt="xs">
                    <Radio value="1" label="Pessoa Física" />
                    <Radio value="2" label="Pessoa Jurídica" />
                  </Group>
                </Radio.Group>
              )}
            />
            {personType === '1' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {masked('Birthday', 'Data de Nascimento', masks.birthday)}
                <NativeSelect label="Gênero" data={genderOptions} {...register('Gender')} error={errors.Gender?.message} />
                {masked('RegionalId', 'CPF', masks.cpf)}
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {masked('CNPJ', 'CNPJ', masks.cnpj)}
                <TextInput label="Inscrição Estadual" {...register('StateInscription')} error={errors.StateInscription?.message} />
                <TextInput label="Inscrição Municipal" {...register('MunicipalInscription')} error={errors.MunicipalInscription?.message} />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Email" type="email" autoComplete="email" {...register('Email')} error={errors.Email?.message} />
              <TextInput label="Confirmar Email" type="email" autoComplete="off" {...register('ConfirmEmail')} error={errors.ConfirmEmail?.message} />
              {masked('PhoneOne', 'Telefone 1', masks.phone)}
              {masked('PhoneTwo', 'Telefone 2', masks.phone)}
            </SimpleGrid>
          </Stack>
        </section>

        <section>
          <Title order={4} mb="sm">
            Dados de Acesso
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Usuário" autoComplete="username" {...register('Username')} error={errors.Username?.message} />
            <PasswordInput label="Senha" autoComplete="new-password" {...register('Password')} error={errors.Password?.message} />
            <PasswordInput label="Confirmar Senha" autoComplete="new-password" {...register('ConfirmPassword')} error={errors.ConfirmPassword?.message} />
          </SimpleGrid>
        </section>

        <Checkbox label="Li e aceito o contrato" {...register('Contract')} error={errors.Contract?.message} />

        <Group justify="flex-end">
          <Button type="submit">Próximo</Button>
        </Group>
      </Stack>
    </form>
  );
}
