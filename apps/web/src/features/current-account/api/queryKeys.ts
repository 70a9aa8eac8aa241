import type { GetAllEarningsRequest } from '@clube/contract/current-account';

const all = ['current-account'] as const;

/** The current account's cache keys; `all` is what a movement of balance invalidates. */
export const currentAccountKeys = {
  all,
  earnings: (request: GetAllEarningsRequest) => [...all, 'earnings', request] as const,
  earningsDetails: [...all, 'earningsDetails'] as const,
  balanceHistory: [...all, 'balanceHistory'] as const,
};
