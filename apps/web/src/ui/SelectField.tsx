import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText, type Bound, type BoundOmit } from './boundField';

/** A native select bound to a react-hook-form field; `onValueChange` runs after the field took the choice. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T, N> & Omit<NativeSelectProps, BoundOmit> & { onValueChange?: (value: string) => void }) {
  const bound = useBoundText({ control, name });
  return (
    <NativeSelect
      {...props}
      {...bound}
      onChange={(e) => {
        bound.onChange(e.currentTarget.value);
        onValueChange?.(e.currentTarget.value);
      }}
    />
  );
}
