import { Button, Center, Divider, Grid, Loader, Paper } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '@clube/contract';
import { bankAccountTypeLabels, type Bank } from '@clube/contract/bank-accounts';
import { masks } from '../../../lib/masks';
import { MaskedField } from '../../../ui/MaskedField';
import { SelectField } from '../../../ui/SelectField';
import { TextareaField } from '../../../ui/TextareaField';
import { TextField } from '../../../ui/TextField';
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
  const { control, formState } = form;
  const submit = form.handleSubmit(onSave);

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <SelectField control={control} name="Type" label="Tipo de Conta" withAsterisk data={typeOptions} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Controller
              control={control}
              name="BankCode"
              render={({ field }) => (
                <BankSelect
                  banks={banks}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={formState.errors.BankCode?.message}
                  disabled={saving}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextField control={control} name="HolderName" label="Nome do Titular" withAsterisk maxLength={120} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MaskedField control={control} name="HolderCPF" label="CPF do Titular" withAsterisk mask={masks.cpf} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <TextField control={control} name="Agency" label="Agência" withAsterisk inputMode="numeric" maxLength={5} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <TextField control={control} name="AgencyDigit" label="Dígito da Agência" withAsterisk maxLength={1} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <TextField control={control} name="AccountNumber" label="Conta" withAsterisk inputMode="numeric" maxLength={15} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <TextField control={control} name="AccountNumberDigit" label="Dígito Conta" withAsterisk maxLength={1} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <TextField control={control} name="AccountVariation" label="Variação" inputMode="numeric" maxLength={5} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextareaField control={control} name="Notes" label="Observações" rows={3} maxLength={500} disabled={saving} />
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
