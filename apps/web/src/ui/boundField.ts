import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What binds a shared field to react-hook-form: the form's `control` and the field's `name`. */
export interface Bound<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
}

/** Props a bound field takes from the form, never from its caller. */
export type BoundOmit = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';
