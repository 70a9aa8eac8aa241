import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper } from '@mantine/core';
import { messages } from '@clube/contract';
import { toastError } from '../../../lib/notify';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { addressFormSchema, type AddressFormValues } from '../lib/addressFormValues';
import { AddressForm } from './AddressForm';

export const PROFILE_ADDRESSES_URL = '/my-profile?tab=enderecos';

/** The shared frame of the new and edit address screens. */
export function AddressFormPage({
  title,
  initialValues,
  saving,
  onSave,
}: {
  title: string;
  initialValues: AddressFormValues;
  saving: boolean;
  onSave: (values: AddressFormValues) => void;
}) {
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const submit = form.handleSubmit(onSave, () => toastError(messages.invalidForm));

  return (
    <>
      <PageTitleBar title={title} backTo={PROFILE_ADDRESSES_URL} />
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={(e) => void submit(e)}>
          <AddressForm form={form} disabled={saving} />
          <Group justify="flex-end" mt="lg">
            <Button type="submit" loading={saving}>
              {messages.saveData}
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
