import type { StoreProductsRequest } from '@clube/contract/store';

const all = ['store'] as const;
const products = [...all, 'products'] as const;

/**
 * The public store's cache keys, by store (usernames in any case are one store). `products` is
 * the prefix an order invalidates (its stock was reserved); the cart's preview is the shop's.
 */
export const storeKeys = {
  all,
  products,
  header: (username: string) => [...all, 'header', username.toLowerCase()] as const,
  categories: (username: string) => [...all, 'categories', username.toLowerCase()] as const,
  productPage: (username: string, request: StoreProductsRequest) => [...products, username.toLowerCase(), request] as const,
};
