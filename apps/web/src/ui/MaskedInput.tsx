import { forwardRef } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

export interface MaskedInputProps extends Omit<InputBaseProps, 'onChange'> {
  mask: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  readOnly?: boolean;
  'data-testid'?: string;
}

/** A Mantine input with an imask mask; `onChange` receives the masked text. */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput({ mask, value, onChange, ...rest }, ref) {
  return <InputBase {...rest} component={IMaskInput} mask={mask} value={value ?? ''} inputRef={ref} onAccept={(v: string) => onChange?.(v)} />;
});
