import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';

/**
 * A number input bound to a react-hook-form field (a number, or '' when empty). Out-of-range
 * values are kept as typed (no clamping), so the form's rules can name them.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<NumberInputProps, BoundOmit>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      clampBehavior="none"
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value as number | string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
