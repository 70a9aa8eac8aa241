import type { GetAllOrdersRequest } from '@clube/contract/orders';

const all = ['orders'] as const;
const lists = [...all, 'list'] as const;

/**
 * The orders feature's cache keys. `all` is what a new order (the shop) or a delivery invalidates:
 * both tabs' lists and the orders already opened in the details modal.
 */
export const ordersKeys = {
  all,
  lists,
  list: (request: GetAllOrdersRequest) => [...lists, request] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
};
