import { Button, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '@clube/contract';
import type { Feature } from '@clube/contract/products';
import type { Stock } from '@clube/contract/stocks';
import type { Storage } from '@clube/contract/storages';
import { NumberField } from '../../../ui/NumberField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { createStockFormSchema, emptyStockValues, stockToFormValues, updateStockFormSchema, type StockFormValues } from '../lib/stockFormValues';
import { FeatureCheckboxes } from './FeatureCheckboxes';

export interface StockFormProps {
  productId: number;
  /** The stock being updated (name, quantity, features); absent when creating one (with its storage). */
  stock?: Stock;
  storages: readonly Storage[] | undefined;
  features: readonly Feature[] | undefined;
  saving: boolean;
  onSave: (values: StockFormValues) => void;
}

export function StockForm({ productId, stock, storages, features, saving, onSave }: StockFormProps) {
  const form = useForm<StockFormValues>({
    resolver: zodResolver(stock ? updateStockFormSchema(stock.Id) : createStockFormSchema(productId)),
    mode: 'all',
    defaultValues: stock ? stockToFormValues(stock) : emptyStockValues,
  });
  const { control, formState } = form;
  const storageOptions = [
    { value: '', label: storages ? 'Selecione' : 'Carregando armazéns...' },
    ...(storages ?? []).map((s) => ({ value: String(s.Id), label: `${s.Name} (${s.TypeFormatted})` })),
  ];
  const submit = form.handleSubmit(onSave);

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <TextField control={control} name="Name" label="Nome do Estoque" withAsterisk maxLength={120} disabled={saving} />
        {!stock && <SelectField control={control} name="StorageId" label="Armazém" withAsterisk data={storageOptions} disabled={saving} />}
        <NumberField
          control={control}
          name="Quantity"
          label="Quantidade"
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          disabled={saving}
        />
        <Controller
          control={control}
          name="Features"
          render={({ field, fieldState }) => (
            <FeatureCheckboxes features={features} value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={saving} />
          )}
        />
        <Button type="submit" mt="sm" loading={saving} disabled={!formState.isValid || saving}>
          {messages.saveData}
        </Button>
      </Stack>
    </form>
  );
}

export interface StockFormModalProps extends StockFormProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Novo Estoque' or 'Atualizar Estoque'; it closes only after a success answer (the caller's). */
export function StockFormModal({ opened, onClose, stock, ...props }: StockFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={stock ? 'Atualizar Estoque' : 'Novo Estoque'} size="lg">
      <StockForm key={stock?.Id ?? 'new'} stock={stock} {...props} />
    </Modal>
  );
}
