import type { Control, FieldPath } from 'react-hook-form';
import { TextareaField } from '../../../ui/TextareaField';
import { TextField } from '../../../ui/TextField';

/** The fields a catalog form opens with: 'Nome' (required, up to 100) and 'Descrição' (up to 2000). */
export function NameDescriptionFields<T extends { Name: string; Description?: string | null }>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled: boolean;
}) {
  return (
    <>
      <TextField control={control} name={'Name' as FieldPath<T>} label="Nome" withAsterisk maxLength={100} disabled={disabled} />
      <TextareaField control={control} name={'Description' as FieldPath<T>} label="Descrição" rows={3} maxLength={2000} disabled={disabled} />
    </>
  );
}
