import { ActionIcon, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { ibgeCitiesQueryOptions, ibgeStatesQueryOptions } from '../../helpers';
import { SelectField } from '../../../ui/SelectField';
import type { StorageFormValues } from '../lib/storageFormValues';

/** One city row: the cities of the row's own state (rows added under another state keep theirs). */
function CityRow({ form, index, disabled, onRemove }: { form: UseFormReturn<StorageFormValues>; index: number; disabled?: boolean; onRemove: () => void }) {
  const row = useWatch({ control: form.control, name: `StorageCities.${index}` });
  const cities = useQuery(ibgeCitiesQueryOptions(row?.State ?? ''));
  const n = index + 1;
  const options = [
    { value: '', label: cities.isPending ? 'Carregando cidades...' : 'Selecione' },
    ...(cities.data ?? (row?.CityCode ? [{ Codigo_IBGE: row.CityCode, Nome: row.City }] : [])).map((c) => ({ value: c.Codigo_IBGE, label: c.Nome })),
  ];
  return (
    <Grid align="flex-start">
      <Grid.Col span={10}>
        <SelectField
          control={form.control}
          name={`StorageCities.${index}.CityCode`}
          label={`Cidade ${n} (${row?.State ?? ''})`}
          data={options}
          disabled={disabled}
          onValueChange={(code) => {
            const city = cities.data?.find((c) => c.Codigo_IBGE === code);
            form.setValue(`StorageCities.${index}.City`, city?.Nome ?? '');
          }}
        />
        {form.formState.errors.StorageCities?.[index]?.State?.message && (
          <Text size="xs" c="red">
            {form.formState.errors.StorageCities[index].State.message}
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={2} pt={28}>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remover Cidade ${n}`} onClick={onRemove} disabled={disabled}>
          <IconTrash size={18} />
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
}

/**
 * A Regional storage's state selector and city rows (spec part 2 section 4): the state chooses
 * which IBGE cities a new row offers; rows left without a city are skipped on submit.
 */
export function StorageCitiesFields({ form, disabled }: { form: UseFormReturn<StorageFormValues>; disabled?: boolean }) {
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'StorageCities' });
  const state = useWatch({ control, name: 'State' });
  const states = useQuery(ibgeStatesQueryOptions());
  const stateOptions = [
    { value: '', label: states.isPending ? 'Carregando estados...' : 'Selecione' },
    ...(states.data ?? []).map((s) => ({ value: s.Sigla, label: s.Nome })),
  ];
  const citiesError = formState.errors.StorageCities?.message ?? formState.errors.StorageCities?.root?.message;

  return (
    <Stack gap="xs">
      <SelectField
        control={control}
        name="State"
        label="Estado"
        withAsterisk
        data={stateOptions}
        disabled={disabled}
        // With a state chosen, say what is still missing (a city) rather than leave the submit greyed out.
        onValueChange={() => void form.trigger('StorageCities')}
      />
      <Group justify="space-between" mt="xs">
        <Text fw={600}>Cidades</Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={disabled || !state}
          onClick={() => {
            append({ City: '', CityCode: '', State: state }, { shouldFocus: false });
            void form.trigger('StorageCities');
          }}
        >
          Adicionar Cidade
        </Button>
      </Group>
      {fields.map((field, i) => (
        <CityRow
          key={field.id}
          form={form}
          index={i}
          disabled={disabled}
          onRemove={() => {
            remove(i);
            void form.trigger('StorageCities');
          }}
        />
      ))}
      {citiesError && (
        <Text size="sm" c="red">
          {citiesError}
        </Text>
      )}
    </Stack>
  );
}
