import { Button, CloseButton, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_RANK_PRIZES, PrizeType, type AdminRank } from '@clube/contract/career-plan';
import { MoneyField } from '../../../ui/MoneyField';
import { NumberField } from '../../../ui/NumberField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { fundChoicesQueryOptions } from '../../quotas';
import { emptyPrize, prizeTypeOptions, type rankFormSchema, type RankFormValues } from '../lib/rankFormValues';

/** A rank's prizes: money, a fund's quotas or a free description, up to 10. */
export function RankPrizesFields({
  form,
  record,
  disabled,
}: {
  form: UseFormReturn<RankFormValues, unknown, z.output<typeof rankFormSchema>>;
  record?: AdminRank;
  disabled: boolean;
}) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'Prizes' });
  const prizes = useWatch({ control, name: 'Prizes' });
  const funds = useQuery(fundChoicesQueryOptions());
  const fundOptions = [{ value: '', label: 'Selecione' }, ...(funds.data ?? []).map((f) => ({ value: String(f.Id), label: f.Name }))];
  for (const p of record?.Prizes ?? []) {
    if (p.FundId !== null && !fundOptions.some((o) => o.value === String(p.FundId)))
      fundOptions.push({ value: String(p.FundId), label: p.FundName ?? `Fundo ${p.FundId}` });
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Prêmios
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => append(emptyPrize)} disabled={disabled || fields.length >= MAX_RANK_PRIZES}>
          Adicionar prêmio
        </Button>
      </Group>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Não há recompensas nesse rank
        </Text>
      )}
      {fields.map((field, i) => {
        const type = Number(prizes?.[i]?.Type);
        return (
          <Paper key={field.id} withBorder p="xs" radius="sm">
            <Grid align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <SelectField control={control} name={`Prizes.${i}.Type`} label={`Prêmio ${i + 1}`} data={prizeTypeOptions} disabled={disabled} />
              </Grid.Col>
              {type === PrizeType.Money && (
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <MoneyField control={control} name={`Prizes.${i}.Amount`} label="Valor" withAsterisk disabled={disabled} />
                </Grid.Col>
              )}
              {type === PrizeType.FundQuotas && (
                <>
                  <Grid.Col span={{ base: 5, sm: 2 }}>
                    <NumberField
                      control={control}
                      name={`Prizes.${i}.Quotas`}
                      label="Cotas"
                      withAsterisk
                      allowDecimal={false}
                      allowNegative={false}
                      disabled={disabled}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 7, sm: 5 }}>
                    <SelectField control={control} name={`Prizes.${i}.FundId`} label="Fundo" data={fundOptions} withAsterisk disabled={disabled} />
                  </Grid.Col>
                </>
              )}
              {type === PrizeType.Description && (
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextField control={control} name={`Prizes.${i}.Description`} label="Descrição" withAsterisk maxLength={500} disabled={disabled} />
                </Grid.Col>
              )}
              <Grid.Col span={1}>
                <CloseButton aria-label={`Remover prêmio ${i + 1}`} onClick={() => remove(i)} disabled={disabled} />
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
    </Stack>
  );
}
