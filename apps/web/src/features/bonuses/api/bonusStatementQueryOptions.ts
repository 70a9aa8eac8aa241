import { queryOptions } from '@tanstack/react-query';
import { getBonusStatement, type GetBonusStatementRequest } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { bonusesKeys } from './queryKeys';

/** One page of the member's commission lines and the totals of the filter (an earnings list: 5 minutes). */
export const bonusStatementQueryOptions = (request: GetBonusStatementRequest, enabled = true) =>
  queryOptions({
    queryKey: bonusesKeys.statement(request),
    queryFn: async () => {
      const res = await call(getBonusStatement, { body: request });
      return { ...res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.earnings,
    enabled,
  });
