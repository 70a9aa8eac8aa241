import { Group, Text } from '@mantine/core';
import type { ShopProduct } from '@clube/contract/products';
import { formatBRL } from '../../../lib/format';

/** The dealer price, with the list price struck through when there is a discount. */
export function ProductPrice({ product, size = 'md' }: { product: Pick<ShopProduct, 'Price' | 'DealerPrice'>; size?: 'md' | 'xl' }) {
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={700} size={size} c="green.8" aria-label="Preço">
        {formatBRL(product.DealerPrice)}
      </Text>
      {product.Price !== product.DealerPrice && (
        <Text size="sm" c="dimmed" td="line-through" aria-label="Preço de tabela">
          {formatBRL(product.Price)}
        </Text>
      )}
    </Group>
  );
}
