import { useRef } from 'react';
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@clube/contract';
import { onlyDigits } from '@clube/contract/registration';
import { MaskedInput } from '../../../ui/MaskedInput';
import { masks } from '../../../lib/masks';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/notify';
import { consultZipCode } from '../../helpers/api/consultZipCode';
import { statesQueryOptions } from '../api/statesQueryOptions';
import { addressSchema, type AddressValues } from './addressSchema';

interface Props {
  defaultValues: AddressValues;
  submitLabel: string;
  saving: boolean;
  onBack: (values: AddressValues) => void;
  onNext: (values: AddressValues) => void;
}

/** Step 2: the member's address; a full zip fills street, district, city and state. */
export function AddressStep({ defaultValues, submitLabel, saving, onBack, onNext }: Props) {
  const form = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues, mode: 'onTouched' });
  const { register, control, handleSubmit, formState, setValue, getValues } = form;
  const errors = formState.errors;
  const states = useQuery(statesQueryOptions());
  const lastLookup = useRef(onlyDigits(defaultValues.ZipCode));

  const lookup = async (zip: string) => {
    const digits = onlyDigits(zip);
    if (digits.length < 8 || digits === lastLookup.current) return;
    lastLookup.current = digits;
    try {
      const found = await consultZipCode(zip);
      if (onlyDigits(getValues('ZipCode')) !== digits) return;
      // Only what the service knows: the offline provider answers the state alone.
      const fill = { Street: found.Street, District: found.Neighborhood, City: found.City, State: found.State } as const;
      for (const [field, value] of Object.entries(fill) as Array<[keyof typeof fill, string]>) {
        if (value) setValue(field, value, { shouldValidate: true });
      }
    } catch (err) {
      toastError(err instanceof ApiError ? err.message : messages.zipLookupFailed);
    }
  };

  const stateOptions = [{ value: '', label: 'Selecione' }, ...(states.data ?? []).map((s) => ({ value: s.Sigla, label: s.Nome }))];

  return (
    <form noValidate onSubmit={handleSubmit(onNext)} aria-label="Endereço">
      <Stack gap="sm">
        <Title order={4}>Endereço</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="ZipCode"
            render={({ field }) => (
              <MaskedInput
                label="CEP"
                mask={masks.zip}
                placeholder={masks.zip}
                name={field.name}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  void lookup(v);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.ZipCode?.message}
              />
            )}
          />
          <TextInput label="Rua" {...register('Street')} error={errors.Street?.message} />
          <TextInput label="Número" {...register('Number')} error={errors.Number?.message} />
          <TextInput label="Bairro" {...register('District')} error={errors.District?.message} />
          <TextInput label="Cidade" {...register('City')} error={errors.City?.message} />
          <Controller
            control={control}
            name="State"
            render={({ field }) => (
              <NativeSelect
                label="Estado"
                data={
                  field.value && !stateOptions.some((o) => o.value === field.value)
                    ? [...stateOptions, { value: field.value, label: field.value }]
                    : stateOptions
                }
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.State?.message}
              />
            )}
          />
          <TextInput label="Complemento" {...register('Complement')} error={errors.Complement?.message} />
          <TextInput label="Nome do Endereço" placeholder="Ex.: Casa" {...register('Name')} />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Anchor component="button" type="button" onClick={() => onBack(getValues())}>
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
