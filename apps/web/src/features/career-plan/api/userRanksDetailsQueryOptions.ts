import { queryOptions } from '@tanstack/react-query';
import { getUserRanksDetailsAddress, type getUserRanksDetails } from '@clube/contract/career-plan';
import { call } from '../../../lib/api';
import { careerPlanKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/**
 * The caller's career plan: ranks by position, achievements, prizes and progress toward the next
 * rank. Called through its address: the home's rank chart reads it too, without zod.
 */
export const userRanksDetailsQueryOptions = () =>
  queryOptions({
    queryKey: careerPlanKeys.ranksDetails,
    queryFn: async () => (await call<typeof getUserRanksDetails>(getUserRanksDetailsAddress)).Data,
    staleTime: staleTimes.network,
  });
