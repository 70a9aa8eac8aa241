import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText, type Bound, type BoundOmit } from './boundField';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** A masked input (CPF, CEP, phone...) bound to a react-hook-form field holding the masked text. */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T, N> & Omit<MaskedInputProps, BoundOmit> & { onValueChange?: (value: string) => void }) {
  const bound = useBoundText({ control, name });
  return (
    <MaskedInput
      {...props}
      {...bound}
      onChange={(v) => {
        bound.onChange(v);
        onValueChange?.(v);
      }}
    />
  );
}
