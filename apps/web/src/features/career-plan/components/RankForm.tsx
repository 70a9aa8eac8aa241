import { ColorInput, Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminCreateRank, adminUpdateRank, type AdminRank, type CreateRankRequest } from '@clube/contract/career-plan';
import { MoneyField } from '../../../ui/MoneyField';
import { NumberField } from '../../../ui/NumberField';
import { TextField } from '../../../ui/TextField';
import { FormActions, useSaveOfferForm } from '../../admin';
import { rankFormSchema, rankValuesOf, toPrizeInput, type RankFormValues } from '../lib/rankFormValues';
import { RankPrizesFields } from './RankPrizesFields';

/**
 * A rank: name, colour, position, requirements (active direct partners, active network, group
 * volume of the month) and prizes. Changed prizes go to achievements from now on; whoever achieved
 * the rank keeps what he was granted (docs/admin.md#offers).
 */
export function RankForm({ record, onClose, onSaved }: { record?: AdminRank; onClose: () => void; onSaved: (r: AdminRank) => void }) {
  const form = useForm<RankFormValues, unknown, z.output<typeof rankFormSchema>>({
    resolver: zodResolver(rankFormSchema),
    mode: 'all',
    defaultValues: rankValuesOf(record),
  });
  const { save, saving } = useSaveOfferForm<CreateRankRequest, AdminRank>({
    record,
    create: adminCreateRank,
    update: adminUpdateRank,
    reset: (saved) => form.reset(rankValuesOf(saved)),
    onSaved,
  });
  const { control } = form;
  const submit = form.handleSubmit((v) => save({ ...v, Prizes: v.Prizes.map(toPrizeInput) }));
  const count = { allowDecimal: false, allowNegative: false, disabled: saving } as const;
  return (
    <form noValidate aria-label={record ? `Rank ${record.Name}` : 'Novo rank'} onSubmit={(e) => void submit(e)}>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextField control={control} name="Name" label="Nome" withAsterisk maxLength={100} disabled={saving} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Controller
              control={control}
              name="Color"
              render={({ field, fieldState }) => (
                <ColorInput
                  label="Cor"
                  withAsterisk
                  format="hex"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={saving}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberField control={control} name="Position" label="Posição" withAsterisk {...count} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberField control={control} name="ActiveDirects" label="Parceiros diretos ativos" withAsterisk {...count} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberField control={control} name="ActiveNetwork" label="Membros ativos na rede" withAsterisk {...count} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyField control={control} name="GroupVolume" label="Volume do grupo no mês" withAsterisk disabled={saving} />
          </Grid.Col>
        </Grid>
        <RankPrizesFields form={form} record={record} disabled={saving} />
        {record && (
          <Text size="xs" c="dimmed">
            Requisitos e prêmios alterados valem para as próximas conquistas: quem já alcançou o rank mantém o rank e os prêmios que recebeu.
          </Text>
        )}
        <FormActions onClose={onClose} saving={saving} submitLabel={record ? 'Salvar' : 'Criar rank'} />
      </Stack>
    </form>
  );
}
