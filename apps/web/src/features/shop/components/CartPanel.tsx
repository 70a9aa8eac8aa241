import type { ReactNode } from 'react';
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { cartCount, type CartLine, type CartTotals as Totals, type Pricing } from '../lib/cart';
import { CartDelivery, type CartDeliveryProps } from './CartDelivery';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';

export interface CartPanelProps {
  lines: readonly CartLine[];
  onRemove: (index: number) => void;
  pricing: Pricing;
  /** The buyer's address and service; null while nobody who may order here is signed in (a store's visitor). */
  delivery: CartDeliveryProps | null;
  /** Shown instead of the delivery when there is none: why this session cannot buy here. */
  notice?: ReactNode;
  totals: Totals;
  /** Why the order cannot be priced or placed as it is (the preview's refusal), shown until it changes. */
  problem?: string | null;
  /** The preview is being asked (after a change of items, address or service). */
  updating: boolean;
  canFinish: boolean;
  finishing: boolean;
  onFinish: () => void;
}

/** The cart beside the shop or a public store: lines, delivery, totals and 'Finalizar compra'. */
export function CartPanel({ lines, onRemove, delivery, notice, totals, problem, updating, canFinish, finishing, onFinish }: CartPanelProps) {
  const count = cartCount(lines);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Carrinho">
      <Stack gap="md">
        <Group gap="xs">
          <IconShoppingCart size={20} />
          <Title order={4}>Carrinho</Title>
          {count > 0 && (
            <Badge circle size="lg" aria-label={`${count} ${count === 1 ? 'item' : 'itens'} no carrinho`}>
              {count}
            </Badge>
          )}
          {updating && <Loader size="xs" aria-label="Atualizando carrinho" />}
        </Group>
        <CartLines lines={lines} onRemove={onRemove} />
        <Divider />
        {delivery ? (
          <CartDelivery {...delivery} />
        ) : (
          (notice ?? (
            <Text size="xs" c="dimmed">
              O frete é calculado para o seu endereço ao finalizar a compra.
            </Text>
          ))
        )}
        <Divider />
        <CartTotals totals={totals} />
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" aria-label="Problema no carrinho">
            {problem}
          </Alert>
        )}
        <Button fullWidth h={44} disabled={!canFinish} loading={finishing} onClick={onFinish}>
          Finalizar compra
        </Button>
      </Stack>
    </Paper>
  );
}
