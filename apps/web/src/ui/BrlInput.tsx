import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A money field in reais as Brazilians type it (R$ 1.234,56); the value is a number or ''. */
export function BrlInput(props: Omit<NumberInputProps, 'decimalScale' | 'decimalSeparator' | 'thousandSeparator' | 'prefix' | 'allowNegative'>) {
  return (
    <NumberInput {...props} prefix="R$ " decimalSeparator="," thousandSeparator="." decimalScale={2} allowNegative={false} hideControls inputMode="decimal" />
  );
}
