import { useState, type ReactNode } from 'react';
import { Button, Divider, Grid, MultiSelect, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '@clube/contract';
import { productStatusInfo, productTypeLabels, type Category, type ProductImage } from '@clube/contract/products';
import { MaskedField } from '../../../ui/MaskedField';
import { MoneyField } from '../../../ui/MoneyField';
import { NumberField } from '../../../ui/NumberField';
import { SelectField } from '../../../ui/SelectField';
import { TextareaField } from '../../../ui/TextareaField';
import { TextField } from '../../../ui/TextField';
import { NCM_MASK, productFormSchema, type ProductEditorValues } from '../lib/productFormValues';
import { ProductImagesField } from './ProductImagesField';

const choose = { value: '', label: 'Selecione' };
const typeOptions = [choose, ...Object.entries(productTypeLabels).map(([value, label]) => ({ value, label }))];
const statusOptions = [choose, ...Object.entries(productStatusInfo).map(([value, s]) => ({ value, label: s.label }))];
/** The decimal mask of the numeric fields: dots between thousands, a comma before the decimals. */
const decimal = { decimalSeparator: ',', thousandSeparator: '.', allowNegative: false, hideControls: true, inputMode: 'decimal' as const };

export interface ProductFormProps {
  initialValues: ProductEditorValues;
  /** The product being edited (its rules are UpdateProductForm's); absent on create. */
  productId?: number;
  categories: readonly Category[] | undefined;
  existingImages?: readonly ProductImage[];
  onDeleteImage?: (image: ProductImage) => void;
  deletingImageId?: number | null;
  saving: boolean;
  onSave: (values: ProductEditorValues, images: File[]) => void;
  /** Shown above the fields (the operator's request for changes). */
  header?: ReactNode;
}

/** The product create and edit form; the submit stays disabled while the form is invalid or saving. */
export function ProductForm({
  initialValues,
  productId,
  categories,
  existingImages = [],
  onDeleteImage,
  deletingImageId,
  saving,
  onSave,
  header,
}: ProductFormProps) {
  const form = useForm<ProductEditorValues>({
    resolver: zodResolver(productFormSchema(productId)),
    mode: 'all',
    defaultValues: initialValues,
  });
  const { control, formState } = form;
  const [images, setImages] = useState<File[]>([]);
  const submit = form.handleSubmit((values) => onSave(values, images));
  const off = { disabled: saving };
  const required = { withAsterisk: true, disabled: saving };

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Produto">
        <Stack gap="md">
          {header}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <SelectField control={control} name="Type" label="Tipo" data={typeOptions} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextField control={control} name="Name" label="Nome do Produto" maxLength={200} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <SelectField control={control} name="Status" label="Status" data={statusOptions} {...required} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextareaField control={control} name="Description" label="Descrição" rows={4} maxLength={5000} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MoneyField control={control} name="Price" label="Preço de Mercado" {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MoneyField control={control} name="DealerDiscount" label="Desconto" {...off} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberField control={control} name="OfficePercentage" label="Percentual de Distribuição (%)" decimalScale={2} {...decimal} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberField control={control} name="Weight" label="Peso (g)" allowDecimal={false} {...decimal} inputMode="numeric" {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberField control={control} name="Length" label="Comprimento (cm)" decimalScale={1} {...decimal} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberField control={control} name="Width" label="Largura (cm)" decimalScale={1} {...decimal} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberField control={control} name="Height" label="Altura (cm)" decimalScale={1} {...decimal} {...required} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedField control={control} name="NCM" label="NCM" mask={NCM_MASK} placeholder={NCM_MASK} {...off} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextField control={control} name="Code" label="Código" maxLength={60} {...off} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Controller
                control={control}
                name="Categories"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    label="Categorias"
                    placeholder={categories ? 'Selecione as categorias' : 'Carregando categorias...'}
                    data={(categories ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    searchable
                    clearable
                    nothingFoundMessage="Nenhuma categoria encontrada"
                    disabled={saving || !categories}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <Divider />
          <ProductImagesField
            existing={existingImages}
            files={images}
            onFilesChange={setImages}
            onDeleteExisting={onDeleteImage}
            deletingId={deletingImageId}
            disabled={saving}
          />
          <Button type="submit" loading={saving} disabled={!formState.isValid || saving}>
            {messages.saveData}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
