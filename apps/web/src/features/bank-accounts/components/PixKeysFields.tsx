import { ActionIcon, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_PIX_KEYS, messages, PixKeyType } from '@clube/contract';
import { pixKeyTypeLabels } from '@clube/contract/bank-accounts';
import { toastError } from '../../../lib/notify';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { emptyPix, type BankAccountFormValues } from '../lib/bankAccountFormValues';

const typeOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(pixKeyTypeLabels).map(([value, label]) => ({ value, label }))];

const placeholders: Record<string, string> = {
  [PixKeyType.CPF]: '000.000.000-00',
  [PixKeyType.CNPJ]: '00.000.000/0000-00',
  [PixKeyType.Email]: 'nome@exemplo.com',
  [PixKeyType.Celular]: '+55 00 00000-0000',
  [PixKeyType.CodigoAleatorio]: '00000000-0000-0000-0000-000000000000',
};

/** The account's Pix keys: type and value each, at most 3. */
export function PixKeysFields({ form, disabled }: { form: UseFormReturn<BankAccountFormValues>; disabled?: boolean }) {
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'UserPix' });
  const types = useWatch({ control, name: 'UserPix' });
  const errors = formState.errors.UserPix;

  const add = () => {
    if (fields.length >= MAX_PIX_KEYS) return toastError(messages.maxPixKeys);
    append(emptyPix, { shouldFocus: false });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Chaves Pix</Text>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={add} disabled={disabled}>
          {messages.addPix}
        </Button>
      </Group>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhuma chave Pix cadastrada.
        </Text>
      )}
      {fields.map((field, i) => {
        const n = i + 1;
        const type = types?.[i]?.Type ?? '';
        return (
          <Grid key={field.id} align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <SelectField control={control} name={`UserPix.${i}.Type`} label={`Tipo do Pix ${n}`} withAsterisk data={typeOptions} disabled={disabled} />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 7 }}>
              <TextField
                control={control}
                name={`UserPix.${i}.Value`}
                label={`Chave Pix ${n}`}
                withAsterisk
                maxLength={120}
                placeholder={placeholders[type]}
                disabled={disabled}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, sm: 1 }} pt={{ base: 30 }}>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remover Pix ${n}`} onClick={() => remove(i)} disabled={disabled}>
                <IconTrash size={18} />
              </ActionIcon>
            </Grid.Col>
          </Grid>
        );
      })}
      {errors?.root?.message && (
        <Text size="sm" c="red">
          {errors.root.message}
        </Text>
      )}
      {errors?.message && (
        <Text size="sm" c="red">
          {errors.message}
        </Text>
      )}
    </Stack>
  );
}
