import { Button, Divider, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { CartLine, CartTotals as Totals } from '../lib/cart';
import { CartDelivery, type CartDeliveryProps } from './CartDelivery';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';

export interface CartPanelProps extends CartDeliveryProps {
  lines: readonly CartLine[];
  onRemove: (index: number) => void;
  totals: Totals;
  /** The preview is being asked (after a change of items, address or service). */
  updating: boolean;
  canFinish: boolean;
  finishing: boolean;
  onFinish: () => void;
}

/** The cart beside the shop: lines, delivery, totals and 'Finalizar compra'. */
export function CartPanel({ lines, onRemove, totals, updating, canFinish, finishing, onFinish, ...delivery }: CartPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Carrinho">
      <Stack gap="md">
        <Group gap="xs">
          <IconShoppingCart size={20} />
          <Title order={4}>Carrinho</Title>
          {updating && <Loader size="xs" aria-label="Atualizando carrinho" />}
        </Group>
        <CartLines lines={lines} onRemove={onRemove} />
        <Divider />
        <CartDelivery {...delivery} />
        <Divider />
        <CartTotals totals={totals} />
        <Button fullWidth disabled={!canFinish} loading={finishing} onClick={onFinish}>
          Finalizar compra
        </Button>
      </Stack>
    </Paper>
  );
}
