import { Checkbox, Grid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { UpdateWithdrawalConfigurationRequest, WITHDRAWAL_CONFIGURATION_KEY, type WithdrawalConfiguration } from '@clube/contract/withdrawals';
import { LoadingRing } from '../../../ui/LoadingRing';
import { MoneyField } from '../../../ui/MoneyField';
import { SelectField } from '../../../ui/SelectField';
import { useUpdateWithdrawalConfiguration } from '../api/useUpdateWithdrawalConfiguration';
import { withdrawalConfigurationQueryOptions } from '../api/withdrawalConfigurationQueryOptions';
import { groupTarget } from '../lib/auditTargets';
import { SaveButton } from './SaveButton';
import { SettingsTabLayout } from './SettingsTabLayout';

/** WithdrawDay: 0 every day, 1..7 Sunday..Saturday (docs/club.md#withdrawals). */
const dayOptions = ['Todos os dias', 'Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'].map((label, day) => ({
  value: String(day),
  label,
}));

/** The contract's money rules; the flag as a checkbox and the day as the select's string. */
const schema = z.object({
  WithdrawTaxAmount: UpdateWithdrawalConfigurationRequest.shape.WithdrawTaxAmount,
  MinimalWithdraw: UpdateWithdrawalConfigurationRequest.shape.MinimalWithdraw,
  Active: z.boolean(),
  WithdrawDay: z.string(),
});
type Values = z.input<typeof schema>;

const valuesOf = (c: WithdrawalConfiguration): Values => ({
  WithdrawTaxAmount: c.WithdrawTaxAmount,
  MinimalWithdraw: c.MinimalWithdraw,
  Active: c.WithdrawIsActive === 1,
  WithdrawDay: String(c.WithdrawDay),
});

function WithdrawalForm({ config }: { config: WithdrawalConfiguration }) {
  const update = useUpdateWithdrawalConfiguration();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), mode: 'all', defaultValues: valuesOf(config) });
  const { control } = form;
  const saving = update.isPending;
  const submit = form.handleSubmit(({ Active, WithdrawDay, ...money }) =>
    update.mutate({ ...money, WithdrawIsActive: Active ? 1 : 0, WithdrawDay: Number(WithdrawDay) }, { onSuccess: (res) => form.reset(valuesOf(res.Data)) }),
  );
  return (
    <form noValidate aria-label="Configuração de saques" onSubmit={(e) => void submit(e)}>
      <Grid>
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="Active"
            render={({ field }) => (
              <Checkbox label="Saques ativos" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} disabled={saving} />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField control={control} name="WithdrawDay" label="Dia permitido" data={dayOptions} disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MoneyField control={control} name="MinimalWithdraw" label="Valor mínimo do saque" disabled={saving} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MoneyField control={control} name="WithdrawTaxAmount" label="Taxa de saque" disabled={saving} />
        </Grid.Col>
      </Grid>
      <SaveButton saving={saving} disabled={!form.formState.isValid} />
    </form>
  );
}

/** Saques: whether members may withdraw, on which weekday, the minimum and the fee (docs/club.md#withdrawals). */
export function WithdrawalSettingsTab() {
  const config = useQuery(withdrawalConfigurationQueryOptions());
  return (
    <SettingsTabLayout targets={[groupTarget(WITHDRAWAL_CONFIGURATION_KEY)]}>
      {config.data ? <WithdrawalForm config={config.data} /> : <LoadingRing />}
    </SettingsTabLayout>
  );
}
