import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** What binds a shared field to react-hook-form: the form's `control` and the field's `name`. */
export interface Bound<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
}

/** Props a bound field takes from the form, never from its caller. */
export type BoundOmit = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * The props every shared field hands its input: the field's name, ref, text value (empty for
 * null), change and blur handlers, and its error message. `onChange` receives the new value.
 */
export function useBoundText<T extends FieldValues, N extends FieldPath<T>>({ control, name }: Bound<T, N>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    ref: field.ref,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange as (value: unknown) => void,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}
