import type { AdminMembersRequest } from '@clube/contract/admin';
import type { GetAllEarningsRequest } from '@clube/contract/current-account';

/** The console's sections live under its `adminKeys.all` (features/admin). */
const members = ['admin', 'members'] as const;
const staff = ['admin', 'staff'] as const;

/** The console's members section; every change invalidates `all` (and `adminKeys.audit`). */
export const adminMembersKeys = {
  all: members,
  list: (request: AdminMembersRequest) => [...members, 'list', request] as const,
  detail: (id: number) => [...members, 'detail', id] as const,
  earnings: (id: number, request: GetAllEarningsRequest) => [...members, 'earnings', id, request] as const,
};

/** The console's staff section; every change invalidates `all` (and `adminKeys.audit`). */
export const adminStaffKeys = {
  all: staff,
  list: [...staff, 'list'] as const,
};
