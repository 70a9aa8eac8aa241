import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatBRL } from '../../../lib/format';
import { lineTotal, unitCharged, type CartLine } from '../lib/cart';

/** The cart's lines: product (and option), quantity, quantity × the unit price charged, the line's total and a remove icon. */
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
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} aria-label="Valor do item">
                {formatBRL(lineTotal(l))}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {l.quantity} × {formatBRL(unitCharged(l))}
              </Text>
            </div>
            <ActionIcon variant="subtle" color="red" size="xl" onClick={() => onRemove(i)} aria-label={`Remover ${l.name} do carrinho`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
