import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { QUOTAS_PAGE_SIZE, getAllInvestmentFundQuotas, type QuotaFilter } from '@clube/contract/quotas';
import { call } from '../../../lib/api';
import { quotasKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** One page of the member's fund quotas (30 seconds), with at most one filter. */
export const quotasQueryOptions = (page: number, filter: QuotaFilter | undefined) =>
  queryOptions({
    queryKey: quotasKeys.list(page, filter),
    queryFn: async () => {
      const res = await call(getAllInvestmentFundQuotas, {
        body: { PaginationSettings: { Page: page, RowsPerPage: QUOTAS_PAGE_SIZE }, ...(filter ? { Filters: [filter] } : {}) },
      });
      return { quotas: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.fundQuotas,
    placeholderData: keepPreviousData,
  });
