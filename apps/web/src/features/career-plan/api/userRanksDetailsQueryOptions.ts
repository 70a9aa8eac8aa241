import { queryOptions } from '@tanstack/react-query';
import { getUserRanksDetails } from '@clube/contract/career-plan';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';

/** The caller's career plan: ranks by position, achievements, prizes and progress toward the next rank. */
export const userRanksDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['career-plan', 'ranks-details'],
    queryFn: async () => (await call(getUserRanksDetails)).Data,
    staleTime: staleTimes.network,
  });
