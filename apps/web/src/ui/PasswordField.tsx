import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';

/** A password input (with its show/hide toggle) bound to a react-hook-form field. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<PasswordInputProps, BoundOmit>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
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
