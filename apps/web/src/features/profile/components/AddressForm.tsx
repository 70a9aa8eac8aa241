import type { UseFormReturn } from 'react-hook-form';
import { Grid } from '@mantine/core';
import { TextField } from '../../../ui/TextField';
import type { AddressFormValues } from '../lib/addressFormValues';
import { AddressFields } from './AddressFields';

export interface AddressFormProps {
  /** The owner's form (profile address screens, registration wizard), built on addressFormSchema. */
  form: UseFormReturn<AddressFormValues>;
  /** A failed zip lookup: the profile toasts 'CEP Inválido' (the default), the registration the server's reason. */
  onZipLookupError?: (serverMessage: string) => void;
  /** The profile marks required fields with an asterisk; the registration wizard marks none. */
  withAsterisk?: boolean;
  disabled?: boolean;
}

/**
 * The address fields of the profile and of the registration (no <form>, no buttons: the owner
 * submits): the address's name, then the shared AddressFields.
 */
export function AddressForm({ form, onZipLookupError, withAsterisk = true, disabled }: AddressFormProps) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField control={form.control} name="Name" label="Nome do endereço" placeholder="Ex.: Casa, Trabalho" maxLength={80} disabled={disabled} />
      </Grid.Col>
      <AddressFields form={form} onZipLookupError={onZipLookupError} withAsterisk={withAsterisk} disabled={disabled} />
    </Grid>
  );
}
