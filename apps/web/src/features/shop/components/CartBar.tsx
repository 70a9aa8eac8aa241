import { Button, Group, Indicator, Paper, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatBRL } from '../../../lib/format';

export interface CartBarProps {
  count: number;
  total: number;
  onOpen: () => void;
}

const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

/**
 * On a phone the cart is a sheet, not a column 3,000 px below the grid: this bar stays at the
 * bottom of the screen with the units, the total and 'Finalizar compra', which opens the sheet
 * (docs/marketplace.md#the-cart-on-a-phone).
 */
export function CartBar({ count, total, onOpen }: CartBarProps) {
  return (
    <Paper
      role="region"
      aria-label="Resumo do carrinho"
      shadow="md"
      withBorder
      radius={0}
      px="md"
      py="xs"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 150, paddingBottom: 'max(var(--mantine-spacing-xs), env(safe-area-inset-bottom))' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Indicator label={count} size={18} disabled={count === 0} aria-hidden>
            <IconShoppingCart size={26} />
          </Indicator>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" aria-label="Itens no carrinho">
              {itemsLabel(count)}
            </Text>
            <Text fw={700} aria-label="Total do carrinho" style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(total)}
            </Text>
          </div>
        </Group>
        <Button size="md" h={44} disabled={count === 0} onClick={onOpen}>
          Finalizar compra
        </Button>
      </Group>
    </Paper>
  );
}
