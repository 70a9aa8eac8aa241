import type { GetAllMoneyApprovalsRequest } from '@clube/contract/bonuses';
import { adminKeys } from '../../api/queryKeys';

const all = [...adminKeys.all, 'money'] as const;

/** The console's money operations (docs/admin.md#two-administrator-approval); every post or decision invalidates `approvals` and `adminKeys.audit`. */
export const adminMoneyKeys = {
  all,
  options: [...all, 'options'] as const,
  approvals: [...all, 'approvals'] as const,
  approvalList: (request: GetAllMoneyApprovalsRequest) => [...all, 'approvals', 'list', request] as const,
};
