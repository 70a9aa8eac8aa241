import type { GetBonusStatementRequest } from '@clube/contract/bonuses';

const all = ['bonuses'] as const;

/** The bonuses' cache keys; `all` is what a payment that pays commissions may invalidate. */
export const bonusesKeys = {
  all,
  statement: (request: GetBonusStatementRequest) => [...all, 'statement', request] as const,
};
