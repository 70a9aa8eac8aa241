import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoneyInput, parseMoneyInput } from '../lib/format';

export interface BrlInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> {
  /** Reais, or '' when empty. */
  value: number | string;
  onChange: (value: number | '') => void;
}

/**
 * A money field in reais typed from the cents (docs/club.md#forms): each digit enters on
 * the right, so 8 9 9 0 reads R$ 0,08, R$ 0,89, R$ 8,99, R$ 89,90; always two decimals, dots
 * between thousands (the spec's decimal mask). The value is a number in reais, or '' when empty.
 */
export const BrlInput = forwardRef<HTMLInputElement, BrlInputProps>(function BrlInput({ value, onChange, placeholder = 'R$ 0,00', ...rest }, ref) {
  const shown = formatMoneyInput(value);
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={shown}
      onChange={(e) => {
        const text = e.currentTarget.value;
        const next = parseMoneyInput(text);
        // Erasing down to R$ 0,00 empties the field (a typed 0 is a zero: a free plan's fee).
        onChange(next === 0 && text.length < shown.length ? '' : next);
      }}
    />
  );
});
