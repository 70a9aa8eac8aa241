import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toastError } from '../../../lib/notify';
import { AddressForm, addressFormSchema, type AddressFormValues } from '../../profile';

interface Props {
  defaultValues: AddressFormValues;
  submitLabel: string;
  saving: boolean;
  onBack: (values: AddressFormValues) => void;
  onNext: (values: AddressFormValues) => void;
}

/** Step 2: the member's address, with the profile's address form; a failed zip lookup toasts the server's reason. */
export function AddressStep({ defaultValues, submitLabel, saving, onBack, onNext }: Props) {
  const form = useForm<AddressFormValues>({ resolver: zodResolver(addressFormSchema), defaultValues, mode: 'onTouched' });

  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)} aria-label="Endereço">
      <Stack gap="sm">
        <Title order={4}>Endereço</Title>
        <AddressForm form={form} onZipLookupError={toastError} withAsterisk={false} />
        <Group justify="space-between" mt="md">
          <Anchor component="button" type="button" onClick={() => onBack(form.getValues())}>
            Voltar
          </Anchor>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
