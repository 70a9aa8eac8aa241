import type { QuotaFilter } from '@clube/contract/quotas';

/** The fund quotas' cache keys. */
export const quotasKeys = {
  all: ['quotas'] as const,
  list: (page: number, filter: QuotaFilter | undefined) => ['quotas', 'list', page, filter ?? null] as const,
};

/**
 * The console's investment funds (/configurations/funds), in the catalog of offers
 * (`offersKeys.all`, ['admin', 'offers']): every change of the catalog makes them stale. `choices`
 * are the active funds a rank's quota prize may name.
 */
export const adminFundsKeys = {
  choices: ['admin', 'offers', 'funds', 'choices'] as const,
};
