import type { AdminGetAllWithdrawalsRequest } from '@clube/contract/withdrawals';
import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'withdrawals'] as const;

/** The console's withdrawals queue; every pay or cancel invalidates `all` (and `adminKeys.audit`). */
export const adminWithdrawalsKeys = {
  all,
  list: (request: AdminGetAllWithdrawalsRequest) => [...all, 'list', request] as const,
};
