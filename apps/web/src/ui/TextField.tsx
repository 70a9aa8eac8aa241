import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText, type Bound, type BoundOmit } from './boundField';

/** A text input bound to a react-hook-form field; shows the field's error. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<TextInputProps, BoundOmit>) {
  return <TextInput {...props} {...useBoundText({ control, name })} />;
}
