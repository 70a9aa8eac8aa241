import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText, type Bound, type BoundOmit } from './boundField';

/** A multi-line text input bound to a react-hook-form field. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<TextareaProps, BoundOmit>) {
  return <Textarea {...props} {...useBoundText({ control, name })} />;
}
