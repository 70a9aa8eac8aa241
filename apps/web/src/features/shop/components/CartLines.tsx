import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatBRL } from '../../../lib/format';
import { lineTotal, type CartLine } from '../lib/cart';

/** The cart's lines: product (and option), quantity, price and a remove icon. */
export function CartLines({ lines, onRemove }: { lines: readonly CartLine[]; onRemove: (index: number) => void }) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Seu carrinho está vazio.
      </Text>
    );
  return (
    <Stack gap="xs" role="list" aria-label="Itens do carrinho">
      {lines.map((l, i) => (
        <Group key={`${l.productId}:${l.featureIds.join(',')}`} justify="space-between" wrap="nowrap" gap="xs" role="listitem" aria-label={l.name}>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {l.name}
            </Text>
            {l.optionLabel && (
              <Text size="xs" c="dimmed" truncate>
                {l.optionLabel}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Quantidade: {l.quantity}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(lineTotal(l))}
            </Text>
            <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i)} aria-label={`Remover ${l.name} do carrinho`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
