import { Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '@clube/contract';
import { masks } from '../../../lib/masks';
import { MaskedField } from '../../../ui/MaskedField';
import { TextField } from '../../../ui/TextField';
import { AddressFields } from '../../profile';
import { distributionCenterFormSchema, type DistributionCenterFormValues } from '../lib/distributionCenterFormValues';

export interface DistributionCenterFormProps {
  initialValues: DistributionCenterFormValues;
  /** Creating the member's first distribution center, or updating his. */
  isNew: boolean;
  saving: boolean;
  onSave: (values: DistributionCenterFormValues) => void;
}

/**
 * The distribution center: a name, an optional phone and the address its products ship from,
 * checked as the profile's addresses are (the contract's DistributionCenterInput). At 8 zip digits
 * the address is looked up as on the profile ('CEP Inválido' when it fails).
 */
export function DistributionCenterForm({ initialValues, isNew, saving, onSave }: DistributionCenterFormProps) {
  const form = useForm<DistributionCenterFormValues>({
    // The contract checks the texts; the form keeps them as typed and the API reads them the same way.
    resolver: zodResolver(distributionCenterFormSchema, undefined, { raw: true }),
    mode: 'all',
    defaultValues: initialValues,
  });
  const { control, formState } = form;

  const submit = form.handleSubmit(onSave);
  const field = { withAsterisk: true, disabled: saving };
  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Centro de Distribuição">
        <Stack gap="sm">
          <Text fw={600}>Centro de Distribuição</Text>
          {isNew && (
            <Text size="sm" c="dimmed">
              Cadastre o seu Centro de Distribuição para criar Armazéns e Estoques: o endereço dele é a origem do frete dos seus produtos.
            </Text>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextField control={control} name="Name" label="Nome do Centro de Distribuição" maxLength={120} {...field} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedField control={control} name="Phone" label="Telefone" mask={masks.phone} placeholder={masks.phone} disabled={saving} />
            </Grid.Col>
            <AddressFields form={form} disabled={saving} spans={{ zip: 4, street: 6, number: 2 }} />
          </Grid>
          <Button type="submit" loading={saving} disabled={!formState.isValid || saving}>
            {isNew ? 'Criar Centro de Distribuição' : messages.saveData}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
