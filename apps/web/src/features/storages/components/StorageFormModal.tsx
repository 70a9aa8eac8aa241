import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '@clube/contract';
import { storageTypeLabels, type Storage } from '@clube/contract/storages';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { emptyStorageValues, isRegional, storageFormSchema, storageToFormValues, type StorageFormValues } from '../lib/storageFormValues';
import { StorageCitiesFields } from './StorageCitiesFields';

const typeOptions = [{ value: '', label: 'Selecione' }, ...Object.entries(storageTypeLabels).map(([value, label]) => ({ value, label }))];

export interface StorageFormProps {
  /** The storage being updated; absent when creating one. */
  storage?: Storage;
  saving: boolean;
  onSave: (values: StorageFormValues) => void;
}

/** Name, type and, for a Regional storage, its state and cities; the submit waits for a valid form. */
export function StorageForm({ storage, saving, onSave }: StorageFormProps) {
  const form = useForm<StorageFormValues>({
    resolver: zodResolver(storageFormSchema),
    mode: 'all',
    defaultValues: storage ? storageToFormValues(storage) : emptyStorageValues,
  });
  const type = useWatch({ control: form.control, name: 'Type' });
  const submit = form.handleSubmit(onSave);

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        {storage && <TextInput label="ID" value={String(storage.Id)} readOnly />}
        <TextField control={form.control} name="Name" label="Nome do Armazém" withAsterisk maxLength={120} disabled={saving} />
        <SelectField control={form.control} name="Type" label="Tipo do Armazém" withAsterisk data={typeOptions} disabled={saving} />
        {isRegional(type) && <StorageCitiesFields form={form} disabled={saving} />}
        <Button type="submit" mt="sm" loading={saving} disabled={!form.formState.isValid || saving}>
          {messages.saveData}
        </Button>
      </Stack>
    </form>
  );
}

export interface StorageFormModalProps extends StorageFormProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Novo Armazém', or 'Atualizar dados do Armazém' with the storage's ID; it closes only after a success (the caller's). */
export function StorageFormModal({ opened, onClose, storage, saving, onSave }: StorageFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={storage ? 'Atualizar dados do Armazém' : 'Novo Armazém'} size="lg">
      <StorageForm key={storage?.Id ?? 'new'} storage={storage} saving={saving} onSave={onSave} />
    </Modal>
  );
}
