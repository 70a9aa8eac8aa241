import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Grid, NativeSelect } from '@mantine/core';
import { masks } from '../../../lib/masks';
import { MaskedField } from '../../../ui/MaskedField';
import { documentTypeOptions } from '../lib/documentFormSchema';

type WithDocument = { DocumentType: string; DocumentNumber: string };

/** Document type and number; the number's mask follows the type (CPF or CNPJ). */
export function DocumentFields<T extends WithDocument>({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<WithDocument>;
  disabled?: boolean;
}) {
  const c = control as unknown as Control<WithDocument>;
  const type = useWatch({ control: c, name: 'DocumentType' });
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect
          label="Tipo do Documento"
          withAsterisk
          disabled={disabled}
          data={documentTypeOptions}
          error={errors.DocumentType?.message}
          {...(register as unknown as UseFormRegister<WithDocument>)('DocumentType')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <MaskedField
          // A new mask needs a new input: imask keeps its first mask otherwise.
          key={type === '2' ? 'cnpj' : 'cpf'}
          control={c}
          name="DocumentNumber"
          label="Número do Documento"
          withAsterisk
          disabled={disabled}
          mask={type === '2' ? masks.cnpj : masks.cpf}
        />
      </Grid.Col>
    </>
  );
}
