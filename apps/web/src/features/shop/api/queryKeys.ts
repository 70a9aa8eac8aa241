import type { GetAllProductsRequest } from '@clube/contract/products';
import type { OrderPreviewRequest } from '@clube/contract/orders';

const all = ['shop'] as const;
const products = [...all, 'products'] as const;

/**
 * The shop's cache keys. `products` is the prefix an order invalidates (its stock was reserved);
 * the preview is keyed by its whole request, so any change of items, address or delivery service
 * is a new key and asks again (spec part 2 section 4, Cart).
 */
export const shopKeys = {
  all,
  products,
  productPage: (request: GetAllProductsRequest) => [...products, request] as const,
  preview: (request: OrderPreviewRequest) => [...all, 'preview', request] as const,
};
