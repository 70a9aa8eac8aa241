import { Chip, Group, Stack, Text } from '@mantine/core';
import type { StockOption } from '../lib/cart';
import { valueInStock, type VariantAttribute, type VariantChoice } from '../lib/variantPickers';

export interface VariantPickersProps {
  attributes: readonly VariantAttribute[];
  options: readonly StockOption[];
  choice: VariantChoice;
  onChange: (choice: VariantChoice) => void;
}

/**
 * One row of choices per attribute (Cor, Tamanho); a value no option with units holds, given the
 * other values chosen, is disabled. Choosing a value drops the other choices it leaves without
 * stock, so that the buyer never holds a combination he cannot buy.
 */
export function VariantPickers({ attributes, options, choice, onChange }: VariantPickersProps) {
  const pick = (attributeId: number, valueId: number) => {
    const next: Record<number, number> = { ...choice, [attributeId]: valueId };
    for (const a of attributes) {
      const chosen = next[a.id];
      if (a.id !== attributeId && chosen !== undefined && !valueInStock(options, next, a.id, chosen)) delete next[a.id];
    }
    onChange(next);
  };
  return (
    <Stack gap="sm">
      {attributes.map((a) => (
        <div key={a.id} role="radiogroup" aria-label={a.name}>
          <Text size="sm" fw={500} mb={6}>
            {a.name}
            {choice[a.id] !== undefined && (
              <Text span c="dimmed" size="sm">
                {': '}
                {a.values.find((v) => v.id === choice[a.id])?.name}
              </Text>
            )}
          </Text>
          <Group gap="xs">
            {a.values.map((v) => (
              <Chip
                key={v.id}
                type="radio"
                name={`variant-${a.id}`}
                size="md"
                styles={{ label: { minHeight: 44, minWidth: 44, justifyContent: 'center' } }}
                checked={choice[a.id] === v.id}
                disabled={!valueInStock(options, choice, a.id, v.id)}
                onChange={() => pick(a.id, v.id)}
              >
                {v.name}
              </Chip>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
