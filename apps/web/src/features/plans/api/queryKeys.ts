import type { GetAllPlansBody } from '@clube/contract/plans';

const all = ['plans'] as const;
const lists = [...all, 'list'] as const;

/** The plans' cache keys: the system plans pages and the member's pending plan change. */
export const plansKeys = {
  all,
  lists,
  list: (request: GetAllPlansBody) => [...lists, request] as const,
  pending: [...all, 'pending'] as const,
  /** Whether the member may still withdraw from his adhesion (docs/club.md#withdrawal-of-the-adhesion). */
  adhesionWithdrawal: [...all, 'adhesion-withdrawal'] as const,
};
