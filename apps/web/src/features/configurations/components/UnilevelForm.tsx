import { Alert, Button, CloseButton, Grid, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createNewUnilevel, MAX_UNILEVEL_LEVELS, updateUnilevel, type CreateUnilevelRequest, type Unilevel } from '@clube/contract/configurations';
import { NumberField } from '../../../ui/NumberField';
import { TextField } from '../../../ui/TextField';
import { FormActions, useSaveOfferForm } from '../../admin';
import { levelsOf, unilevelFormSchema, unilevelValuesOf, type UnilevelFormValues } from '../lib/unilevelFormValues';

/** The answer's message, and the new version when the percentages made one. */
const newVersionToast =
  (record: Unilevel | undefined) =>
  (res: { Message: string | null; Data: Unilevel }): string =>
    record && res.Data.Version !== record.Version ? `${res.Message ?? ''} Nova versão: ${res.Data.Version}.` : (res.Message ?? '');

/**
 * A unilevel table's name and percentages by level (up to 10). New percentages make a new version,
 * the table's current one; commissions already paid keep the version that paid them
 * (docs/bonuses.md#unilevel-tables).
 */
export function UnilevelForm({ record, onClose, onSaved }: { record?: Unilevel; onClose: () => void; onSaved: (u: Unilevel) => void }) {
  const form = useForm<UnilevelFormValues, unknown, z.output<typeof unilevelFormSchema>>({
    resolver: zodResolver(unilevelFormSchema),
    mode: 'all',
    defaultValues: unilevelValuesOf(record),
  });
  const { save, saving } = useSaveOfferForm<CreateUnilevelRequest, Unilevel>({
    record,
    create: createNewUnilevel,
    update: updateUnilevel,
    reset: (saved) => form.reset(unilevelValuesOf(saved)),
    onSaved,
    toast: newVersionToast(record),
  });
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'Levels' });
  const submit = form.handleSubmit((v) => save({ Name: v.Name, Levels: levelsOf(v) }));
  const listError = formState.errors.Levels?.message ?? formState.errors.Levels?.root?.message;
  return (
    <form noValidate aria-label={record ? `Tabela ${record.Name}` : 'Nova tabela unilevel'} onSubmit={(e) => void submit(e)}>
      <Stack>
        {record && (
          <Alert color="blue" variant="light" title={`Versão atual: ${record.Version}`}>
            Alterar os percentuais cria a versão {record.Version + 1}; as comissões já pagas continuam com a versão que as pagou. Mudar só o nome não cria
            versão.
          </Alert>
        )}
        <TextField control={control} name="Name" label="Nome" withAsterisk maxLength={100} disabled={saving} />
        <Group justify="space-between">
          <Text fw={500} size="sm">
            Percentuais por nível
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => append({ Percent: '' })} disabled={saving || fields.length >= MAX_UNILEVEL_LEVELS}>
            Adicionar nível
          </Button>
        </Group>
        <Grid>
          {fields.map((field, i) => (
            <Grid.Col key={field.id} span={{ base: 6, sm: 4 }}>
              <Group gap={4} align="flex-end" wrap="nowrap">
                <NumberField
                  control={control}
                  name={`Levels.${i}.Percent`}
                  label={`Nível ${i + 1} (%)`}
                  decimalSeparator=","
                  decimalScale={2}
                  allowNegative={false}
                  disabled={saving}
                />
                <CloseButton aria-label={`Remover nível ${i + 1}`} onClick={() => remove(i)} disabled={saving || fields.length === 1} mb={6} />
              </Group>
            </Grid.Col>
          ))}
        </Grid>
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <FormActions onClose={onClose} saving={saving} submitLabel={record ? 'Salvar' : 'Criar tabela'} />
      </Stack>
    </form>
  );
}
