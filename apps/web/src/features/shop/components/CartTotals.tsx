import { Group, Stack, Text } from '@mantine/core';
import { formatBRL } from '../../../lib/format';
import type { CartTotals as Totals, Pricing } from '../lib/cart';

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

/** Subtotal, freight, discount and total (= items + freight − discount); B2C has no dealer discount to show. */
export function CartTotals({ totals, pricing }: { totals: Totals; pricing: Pricing }) {
  return (
    <Stack gap={4}>
      <Row label="Subtotal" value={formatBRL(totals.items)} />
      <Row label="Frete" value={formatBRL(totals.freight)} />
      {pricing === 'B2B' && <Row label="Desconto" value={`- ${formatBRL(totals.discount)}`} />}
      <Row label="Total" value={formatBRL(totals.total)} strong />
    </Stack>
  );
}
