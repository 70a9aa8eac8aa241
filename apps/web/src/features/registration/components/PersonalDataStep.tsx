import { useEffect } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { genderLabels } from '@clube/contract';
import { masks } from '../../../lib/masks';
import { MaskedField } from '../../../ui/MaskedField';
import { PasswordField } from '../../../ui/PasswordField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useServerFieldChecks } from '../hooks/useServerFieldChecks';
import { ContractCheckbox } from './ContractCheckbox';
import { PersonTypeRadio } from './PersonTypeRadio';
import { companyFields, individualFields, personalDataSchema, type PersonalDataValues } from './personalDataSchema';

const baseResolver = zodResolver(personalDataSchema);
const genderOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(genderLabels).map(([value, label]) => ({ value, label }))];

/** Step 1: personal data, access data and the contract. */
export function PersonalDataStep({ defaultValues, onNext }: { defaultValues: PersonalDataValues; onNext: (values: PersonalDataValues) => void }) {
  const checks = useServerFieldChecks(baseResolver);
  const form = useForm<PersonalDataValues>({ resolver: checks.resolver, defaultValues, mode: 'onTouched' });
  const { register, control, handleSubmit, formState, setValue, clearErrors } = form;
  const { attach } = checks;
  const personType = useWatch({ control, name: 'PersonType' });
  useEffect(() => attach(form), [attach, form]);

  const masked = (name: 'Birthday' | 'RegionalId' | 'CNPJ' | 'PhoneOne' | 'PhoneTwo', label: string, mask: string) => (
    <MaskedField control={control} name={name} label={label} mask={mask} placeholder={mask} />
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
            <TextField control={control} name="Name" label="Nome" autoComplete="name" />
            <PersonTypeRadio control={control} onSwitch={switchPersonType} />
            {personType === '1' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {masked('Birthday', 'Data de Nascimento', masks.birthday)}
                <SelectField control={control} name="Gender" label="Gênero" data={genderOptions} />
                {masked('RegionalId', 'CPF', masks.cpf)}
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {masked('CNPJ', 'CNPJ', masks.cnpj)}
                <TextField control={control} name="StateInscription" label="Inscrição Estadual" />
                <TextField control={control} name="MunicipalInscription" label="Inscrição Municipal" />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField control={control} name="Email" label="Email" type="email" autoComplete="email" />
              <TextField control={control} name="ConfirmEmail" label="Confirmar Email" type="email" autoComplete="off" />
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
            <TextField control={control} name="Username" label="Usuário" autoComplete="username" />
            <PasswordField control={control} name="Password" label="Senha" autoComplete="new-password" />
            <PasswordField control={control} name="ConfirmPassword" label="Confirmar Senha" autoComplete="new-password" />
          </SimpleGrid>
        </section>

        <ContractCheckbox field={register('Contract')} error={formState.errors.Contract?.message} />

        <Group justify="flex-end">
          <Button type="submit">Próximo</Button>
        </Group>
      </Stack>
    </form>
  );
}
