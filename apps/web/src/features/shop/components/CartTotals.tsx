import { Group, Stack, Text } from '@mantine/core';
import { formatBRL } from '../../../lib/format';
import type { CartTotals as Totals } from '../lib/cart';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" role="group" aria-label={label}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Subtotal (the lines, at the price charged), freight and total = subtotal + freight: the figures
 * add up as the invoice will (docs/marketplace.md#the-carts-figures). The dealer discount is
 * already in the lines, so it shows as what the buyer saves; B2C has none.
 */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <Stack gap={4}>
      <Row label="Subtotal" value={formatBRL(totals.subtotal)} />
      <Row label="Frete" value={formatBRL(totals.freight)} />
      <Row label="Total" value={formatBRL(totals.total)} strong />
      {totals.discount > 0 && (
        <Text size="sm" c="green.8" fw={600} ta="right" role="group" aria-label="Desconto">
          Você economiza {formatBRL(totals.discount)}
        </Text>
      )}
    </Stack>
  );
}
