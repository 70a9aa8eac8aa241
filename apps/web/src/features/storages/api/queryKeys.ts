import type { GetAllStoragesRequest } from '@clube/contract/storages';

const lists = ['storages', 'list'] as const;
const possible = ['storages', 'possible'] as const;

/**
 * The storages feature's cache keys: the caller's distribution center, the pages of his storages
 * (`lists` is the prefix writes update) and the storages a stock may go to.
 */
export const storagesKeys = {
  all: ['storages'] as const,
  distributionCenter: ['storages', 'distribution-center'] as const,
  lists,
  list: (request: GetAllStoragesRequest) => [...lists, request] as const,
  possible,
  possibleFor: (productId: number | null) => [...possible, productId] as const,
};
