import type { ComponentProps } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Bound, BoundOmit } from './boundField';
import { BrlInput } from './BrlInput';

/** A money input in reais typed from the cents (R$ 1.234,56), bound to a react-hook-form field (a number, or '' when empty). */
export function MoneyField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  ...props
}: Bound<T, N> & Omit<ComponentProps<typeof BrlInput>, BoundOmit>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <BrlInput
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
