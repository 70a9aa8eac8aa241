import type { AdminGetAllProductsRequest, GetAllProductsRequest } from '@clube/contract/products';

const all = ['products'] as const;
const lists = [...all, 'list'] as const;
const details = [...all, 'detail'] as const;

/**
 * The products feature's cache keys: the seller's list pages (`lists`), one product (`detail`),
 * and the pickers' categories and features. Writes invalidate `lists` and update `detail`.
 */
export const productsKeys = {
  all,
  lists,
  list: (request: GetAllProductsRequest) => [...lists, request] as const,
  details,
  detail: (id: number) => [...details, id] as const,
  categories: [...all, 'categories'] as const,
  features: [...all, 'features'] as const,
};

const reviewQueue = ['admin', 'products'] as const;

/**
 * The console's product review queue (/configurations/products), under the console's
 * `adminKeys.all`; every answer invalidates `all` (and `adminKeys.audit`).
 */
export const adminProductsKeys = {
  all: reviewQueue,
  list: (request: AdminGetAllProductsRequest) => [...reviewQueue, 'list', request] as const,
};
