import { useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { messages } from '@clube/contract';
import { onlyDigits } from '../../../lib/format';
import { masks } from '../../../lib/masks';
import { toastError } from '../../../lib/notify';
import { ApiError } from '../../../lib/api';
import { MaskedInput } from '../../../ui/MaskedInput';
import { consultZipCode } from '../../helpers/api/consultZipCode';
import { BRAZILIAN_STATES } from '../lib/brazilianStates';
import type { AddressFormValues } from '../lib/addressFormValues';

export interface AddressFormProps {
  /** The owner's form: its values use the names of AddressFormValues. */
  form: UseFormReturn<AddressFormValues>;
  /** A failed zip lookup; the profile toasts 'CEP Inválido' (the default), the registration the server's reason. */
  onZipLookupError?: (serverMessage: string) => void;
  disabled?: boolean;
}

const defaultZipError = () => toastError(messages.zipLookupFailed);

/**
 * The address fields (no <form>, no buttons: the owner submits). At 8 zip digits the address is
 * looked up and street, district, city and state are filled with what the lookup knows.
 */
export function AddressForm({ form, onZipLookupError = defaultZipError, disabled }: AddressFormProps) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const lastLookup = useRef(onlyDigits(form.getValues('ZipCode')));

  const lookup = async (masked: string) => {
    const zip = onlyDigits(masked);
    if (zip.length !== 8 || zip === lastLookup.current) return;
    lastLookup.current = zip;
    try {
      const found = await consultZipCode(zip);
      const fill = (field: keyof AddressFormValues, value: string) => {
        if (value) setValue(field, value, { shouldValidate: true, shouldDirty: true });
      };
      fill('Street', found.Street);
      fill('District', found.Neighborhood);
      fill('City', found.City);
      fill('State', found.State.toUpperCase());
    } catch (e) {
      onZipLookupError(e instanceof ApiError ? e.message : messages.zipLookupFailed);
    }
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Nome do endereço" placeholder="Ex.: Casa, Trabalho" maxLength={80} disabled={disabled} error={errors.Name?.message} {...register('Name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={control}
          name="ZipCode"
          render={({ field }) => (
            <MaskedInput
              label="CEP"
              mask={masks.zip}
              withAsterisk
              disabled={disabled}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(v) => {
                field.onChange(v);
                void lookup(v);
              }}
              error={errors.ZipCode?.message}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <TextInput label="Rua" withAsterisk maxLength={200} disabled={disabled} error={errors.Street?.message} {...register('Street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput label="Número" withAsterisk maxLength={20} disabled={disabled} error={errors.Number?.message} {...register('Number')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Bairro" withAsterisk maxLength={120} disabled={disabled} error={errors.District?.message} {...register('District')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Complemento" maxLength={200} disabled={disabled} error={errors.Complement?.message} {...register('Complement')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label="Cidade" withAsterisk maxLength={120} disabled={disabled} error={errors.City?.message} {...register('City')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect
          label="Estado"
          withAsterisk
          disabled={disabled}
          data={[{ value: '', label: 'Selecione' }, ...BRAZILIAN_STATES]}
          error={errors.State?.message}
          {...register('State')}
        />
      </Grid.Col>
    </Grid>
  );
}
