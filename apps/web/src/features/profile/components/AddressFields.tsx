import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Grid } from '@mantine/core';
import { messages, onlyDigits } from '@clube/contract';
import { masks } from '../../../lib/masks';
import { toastError } from '../../../lib/notify';
import { ApiError } from '../../../lib/api';
import { MaskedField } from '../../../ui/MaskedField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { consultZipCode } from '../../helpers';
import { BRAZILIAN_STATES } from '../lib/brazilianStates';
import type { AddressFieldValues } from '../lib/addressFormValues';

export interface AddressFieldsProps<T extends FieldValues & AddressFieldValues> {
  /** The owner's form: any form whose values hold the address texts (profile, registration, distribution center). */
  form: UseFormReturn<T>;
  /** A failed zip lookup: toasts 'CEP Inválido' by default; the registration shows the server's reason. */
  onZipLookupError?: (serverMessage: string) => void;
  /** The profile marks required fields with an asterisk; the registration wizard marks none. */
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Grid spans (from sm up) of the zip, street and number columns: the owner's layout around them. */
  spans?: { zip: number; street: number; number: number };
}

const stateOptions = [{ value: '', label: 'Selecione' }, ...BRAZILIAN_STATES];
const defaultZipError = () => toastError(messages.zipLookupFailed);
const defaultSpans = { zip: 6, street: 9, number: 3 };

/**
 * The address columns (zip, street, number, district, complement, city, state) to put inside the
 * owner's <Grid>. At 8 zip digits the address is looked up and street, district, city and state are
 * filled with what the lookup knows (the offline provider knows the state alone).
 */
export function AddressFields<T extends FieldValues & AddressFieldValues>({
  form,
  onZipLookupError = defaultZipError,
  withAsterisk = true,
  disabled,
  spans = defaultSpans,
}: AddressFieldsProps<T>) {
  // The address paths exist in every owner's values; react-hook-form cannot see that through T.
  const { control, setValue, getValues } = form as unknown as UseFormReturn<AddressFieldValues>;
  const lastLookup = useRef(onlyDigits(getValues('ZipCode')));

  const lookup = async (masked: string) => {
    const zip = onlyDigits(masked);
    if (zip.length !== 8 || zip === lastLookup.current) return;
    lastLookup.current = zip;
    try {
      const found = await consultZipCode(zip);
      // A zip typed again while the answer travelled wins over it.
      if (onlyDigits(getValues('ZipCode')) !== zip) return;
      const fill = (field: keyof AddressFieldValues, value: string) => {
        if (value) setValue(field, value, { shouldValidate: true, shouldDirty: true });
      };
      fill('Street', found.Street);
      fill('District', found.Neighborhood);
      fill('City', found.City);
      fill('State', found.State.toUpperCase());
    } catch (e) {
      // Typed again (after fixing a digit, or the same zip once more), it is looked up again.
      lastLookup.current = '';
      onZipLookupError(e instanceof ApiError ? e.message : messages.zipLookupFailed);
    }
  };

  const required = { withAsterisk, disabled };
  return (
    <>
      <Grid.Col span={{ base: 12, sm: spans.zip }}>
        <MaskedField
          control={control}
          name="ZipCode"
          label="CEP"
          mask={masks.zip}
          placeholder={masks.zip}
          {...required}
          onValueChange={(v) => void lookup(v)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: spans.street }}>
        <TextField control={control} name="Street" label="Rua" maxLength={200} {...required} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: spans.number }}>
        <TextField control={control} name="Number" label="Número" maxLength={20} {...required} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField control={control} name="District" label="Bairro" maxLength={120} {...required} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField control={control} name="Complement" label="Complemento" maxLength={200} disabled={disabled} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextField control={control} name="City" label="Cidade" maxLength={120} {...required} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <SelectField control={control} name="State" label="Estado" data={stateOptions} {...required} />
      </Grid.Col>
    </>
  );
}
