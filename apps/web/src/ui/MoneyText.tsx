import { Text, type TextProps } from '@mantine/core';
import { formatBRL } from '../lib/format';

export function MoneyText({ value, ...props }: { value: number | null | undefined } & TextProps) {
  return <Text {...props}>{formatBRL(value)}</Text>;
}
