import type { QuotaFilter } from '@clube/contract/quotas';

/** The fund quotas' cache keys. */
export const quotasKeys = {
  all: ['quotas'] as const,
  list: (page: number, filter: QuotaFilter | undefined) => ['quotas', 'list', page, filter ?? null] as const,
};
