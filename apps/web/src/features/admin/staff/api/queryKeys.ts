import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'staff'] as const;

/** The console's staff section; every change invalidates `all` (and `adminKeys.audit`). */
export const adminStaffKeys = {
  all,
  list: [...all, 'list'] as const,
};
