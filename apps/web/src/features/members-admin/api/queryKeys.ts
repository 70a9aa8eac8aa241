import type { AdminMembersRequest } from '@clube/contract/admin';
import type { GetAllEarningsRequest } from '@clube/contract/current-account';
import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'members'] as const;

/** The console's members section; every change invalidates `all` (and `adminKeys.audit`). */
export const adminMembersKeys = {
  all,
  list: (request: AdminMembersRequest) => [...all, 'list', request] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  earnings: (id: number, request: GetAllEarningsRequest) => [...all, 'earnings', id, request] as const,
};
