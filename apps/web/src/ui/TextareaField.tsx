import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';

/** A multi-line text input bound to a react-hook-form field. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...props }: Bound<T, N> & Omit<TextareaProps, BoundOmit>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
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
