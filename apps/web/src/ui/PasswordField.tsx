import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText, type Bound, type BoundOmit } from './boundField';

/** A password input (with its show/hide toggle) bound to a react-hook-form field. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<PasswordInputProps, BoundOmit>) {
  return <PasswordInput {...props} {...useBoundText({ control, name })} />;
}
