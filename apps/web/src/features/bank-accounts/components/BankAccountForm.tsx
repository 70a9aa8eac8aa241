import { Button, Center, Divider, Grid, Loader, NativeSelect, Paper, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '@clube/contract';
import { bankAccountTypeLabels, type Bank } from '@clube/contract/bank-accounts';
import { masks } from '../../../lib/masks';
import { MaskedInput } from '../../../ui/MaskedInput';
import { bankAccountFormSchema, type BankAccountFormValues } from '../lib/bankAccountFormValues';
import { BankSelect } from './BankSelect';
import { PixKeysFields } from './PixKeysFields';

const typeOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(bankAccountTypeLabels).map(([value, label]) => ({ value, label }))];

export interface BankAccountFormProps {
  initialValues: BankAccountFormValues;
  banks: readonly Bank[] | undefined;
  saving: boolean;
  onSave: (values: BankAccountFormValues) => void;
}

/**
 * The bank-account form of the new and edit screens. Fields are checked as they are touched; the
 * submit stays disabled while the form is invalid and is hidden while saving.
 */
export function BankAccountForm({ initialValues, banks, saving, onSave }: BankAccountFormProps) {
  const form = useForm<BankAccountFormValues>({
    resolver: zodResolver(bankAccountFormSchema),
    mode: 'all',
    defaultValues: initialValues,
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const submit = form.handleSubmit(onSave);

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect label="Tipo de Conta" withAsterisk data={typeOptions} disabled={saving} error={errors.Type?.message} {...register('Type')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Controller
              control={control}
              name="BankCode"
              render={({ field }) => (
                <BankSelect banks={banks} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.BankCode?.message} disabled={saving} />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="Nome do Titular" withAsterisk maxLength={120} disabled={saving} error={errors.HolderName?.message} {...register('HolderName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={control}
              name="HolderCPF"
              render={({ field }) => (
                <MaskedInput
                  label="CPF do Titular"
                  withAsterisk
                  mask={masks.cpf}
                  disabled={saving}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  error={errors.HolderCPF?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <TextInput label="Agência" withAsterisk inputMode="numeric" maxLength={5} disabled={saving} error={errors.Agency?.message} {...register('Agency')} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <TextInput label="Dígito da Agência" withAsterisk maxLength={1} disabled={saving} error={errors.AgencyDigit?.message} {...register('AgencyDigit')} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <TextInput label="Conta" withAsterisk inputMode="numeric" maxLength={15} disabled={saving} error={errors.AccountNumber?.message} {...register('AccountNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <TextInput label="Dígito Conta" withAsterisk maxLength={1} disabled={saving} error={errors.AccountNumberDigit?.message} {...register('AccountNumberDigit')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <TextInput label="Variação" inputMode="numeric" maxLength={5} disabled={saving} error={errors.AccountVariation?.message} {...register('AccountVariation')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Observações" rows={3} maxLength={500} disabled={saving} error={errors.Notes?.message} {...register('Notes')} />
          </Grid.Col>
        </Grid>
        <Divider my="lg" />
        <PixKeysFields form={form} disabled={saving} />
        {saving ? (
          <Center mt="lg">
            <Loader aria-label="Salvando" />
          </Center>
        ) : (
          <Button type="submit" mt="lg" fullWidth disabled={!formState.isValid}>
            {messages.saveData}
          </Button>
        )}
      </form>
    </Paper>
  );
}
