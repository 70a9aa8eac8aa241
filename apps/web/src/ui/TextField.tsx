import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';

/** A text input bound to a react-hook-form field; shows the field's error. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<TextInputProps, BoundOmit>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
