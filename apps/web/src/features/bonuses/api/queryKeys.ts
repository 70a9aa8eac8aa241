import type { GetAllMoneyApprovalsRequest, GetBonusStatementRequest } from '@clube/contract/bonuses';

const all = ['bonuses'] as const;

/** The bonuses' cache keys; `all` is what a payment that pays commissions may invalidate. */
export const bonusesKeys = {
  all,
  statement: (request: GetBonusStatementRequest) => [...all, 'statement', request] as const,
};

const money = ['admin', 'money'] as const;

/**
 * The console's money operations (/configurations/money, docs/admin.md#two-administrator-approval),
 * under the console's `adminKeys.all`; every post or decision invalidates `approvals` and `adminKeys.audit`.
 */
export const adminMoneyKeys = {
  all: money,
  options: [...money, 'options'] as const,
  approvals: [...money, 'approvals'] as const,
  approvalList: (request: GetAllMoneyApprovalsRequest) => [...money, 'approvals', 'list', request] as const,
};
