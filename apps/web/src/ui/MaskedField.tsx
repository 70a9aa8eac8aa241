import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** A masked input (CPF, CEP, phone...) bound to a react-hook-form field holding the masked text. */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T, N> & Omit<MaskedInputProps, BoundOmit> & { onValueChange?: (value: string) => void }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MaskedInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(v) => {
        field.onChange(v);
        onValueChange?.(v);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
