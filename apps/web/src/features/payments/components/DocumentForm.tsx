import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, TextInput } from '@mantine/core';
import { onlyDigits } from '@clube/contract';
import { documentFormSchema, emptyDocumentForm, type DocumentFormValues } from '../lib/documentFormSchema';
import { DocumentFields } from './DocumentFields';

export interface DocumentData {
  Name: string;
  DocumentType: 1 | 2;
  DocumentNumber: string;
}

export interface DocumentFormProps {
  submitLabel: string;
  loading: boolean;
  /** The payer it starts with (the signed-in member, lib/documentFormSchema's payerOf). */
  defaultValues?: DocumentFormValues;
  onSubmit: (d: DocumentData) => void;
}

/** The Pix/Boleto payer form: name, document type and number. */
export function DocumentForm({ submitLabel, loading, defaultValues = emptyDocumentForm, onSubmit }: DocumentFormProps) {
  const form = useForm<DocumentFormValues>({ resolver: zodResolver(documentFormSchema), defaultValues });
  const { register, control, handleSubmit, formState } = form;
  const submit = handleSubmit((v) =>
    onSubmit({ Name: v.Name.trim(), DocumentType: v.DocumentType === '2' ? 2 : 1, DocumentNumber: onlyDigits(v.DocumentNumber) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Dados do pagador">
      <Grid>
        <Grid.Col span={12}>
          <TextInput label="Nome" withAsterisk maxLength={120} disabled={loading} error={formState.errors.Name?.message} {...register('Name')} />
        </Grid.Col>
        <DocumentFields control={control} register={register} errors={formState.errors} disabled={loading} />
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
