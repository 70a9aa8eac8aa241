import type { AdminGetAllWithdrawalsRequest, GetAllWithdrawalsRequest } from '@clube/contract/withdrawals';

const lists = ['withdrawals', 'list'] as const;

/** The withdrawals' cache keys; `lists` is the prefix of every page of the list. */
export const withdrawalsKeys = {
  lists,
  list: (request: GetAllWithdrawalsRequest) => [...lists, request] as const,
  validation: ['withdrawals', 'validation'] as const,
  configuration: ['withdrawals', 'configuration'] as const,
};

const adminQueue = ['admin', 'withdrawals'] as const;

/**
 * The console's withdrawals queue (/configurations/withdrawals), under the console's `adminKeys.all`;
 * every pay or cancel invalidates `all` (and `adminKeys.audit`).
 */
export const adminWithdrawalsKeys = {
  all: adminQueue,
  list: (request: AdminGetAllWithdrawalsRequest) => [...adminQueue, 'list', request] as const,
};
