import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';

/** A native select bound to a react-hook-form field; `onValueChange` runs after the field took the choice. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T, N> & Omit<NativeSelectProps, BoundOmit> & { onValueChange?: (value: string) => void }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NativeSelect
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => {
        field.onChange(e.currentTarget.value);
        onValueChange?.(e.currentTarget.value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
