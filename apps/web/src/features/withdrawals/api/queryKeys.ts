import type { GetAllWithdrawalsRequest } from '@clube/contract/withdrawals';

const lists = ['withdrawals', 'list'] as const;

/** The withdrawals' cache keys; `lists` is the prefix of every page of the list. */
export const withdrawalsKeys = {
  lists,
  list: (request: GetAllWithdrawalsRequest) => [...lists, request] as const,
  validation: ['withdrawals', 'validation'] as const,
  configuration: ['withdrawals', 'configuration'] as const,
};
