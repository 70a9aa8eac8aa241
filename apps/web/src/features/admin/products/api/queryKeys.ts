import type { AdminGetAllProductsRequest } from '@clube/contract/products';
import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'products'] as const;

/** The console's product review queue; every answer invalidates `all` (and `adminKeys.audit`). */
export const adminProductsKeys = {
  all,
  list: (request: AdminGetAllProductsRequest) => [...all, 'list', request] as const,
};
