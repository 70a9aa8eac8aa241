import type { OrderPreviewRequest } from '@clube/contract/orders';
import type { StoreProductsRequest } from '@clube/contract/store';

const all = ['store'] as const;
const products = [...all, 'products'] as const;

/**
 * The public store's cache keys, by store (usernames in any case are one store). `products` is
 * the prefix an order invalidates (its stock was reserved); the preview is keyed by its request.
 */
export const storeKeys = {
  all,
  products,
  header: (username: string) => [...all, 'header', username.toLowerCase()] as const,
  categories: (username: string) => [...all, 'categories', username.toLowerCase()] as const,
  productPage: (username: string, request: StoreProductsRequest) => [...products, username.toLowerCase(), request] as const,
  preview: (request: OrderPreviewRequest) => [...all, 'preview', request] as const,
};
