import { Group, Text } from '@mantine/core';
import type { ShopProduct } from '@clube/contract/products';
import { formatBRL } from '../../../lib/format';
import type { Pricing } from '../lib/cart';

export interface ProductPriceProps {
  product: Pick<ShopProduct, 'Price' | 'DealerPrice'>;
  pricing: Pricing;
  size?: 'md' | 'xl';
}

/**
 * B2B: the dealer price, with the list price struck through when there is a discount. B2C: the
 * list price alone, the only one a store client pays and sees (docs/marketplace.md#public-store).
 */
export function ProductPrice({ product, pricing, size = 'md' }: ProductPriceProps) {
  const price = pricing === 'B2C' ? product.Price : product.DealerPrice;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={700} size={size} c="green.8" aria-label="Preço">
        {formatBRL(price)}
      </Text>
      {product.Price !== price && (
        <Text size="sm" c="dimmed" td="line-through" aria-label="Preço de tabela">
          {formatBRL(product.Price)}
        </Text>
      )}
    </Group>
  );
}
