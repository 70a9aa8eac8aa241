import { queryOptions } from '@tanstack/react-query';
import { getUserRanksDetails } from '@clube/contract/career-plan';
import { call } from '../../../lib/api';
import { careerPlanKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The caller's career plan: ranks by position, achievements, prizes and progress toward the next rank. */
export const userRanksDetailsQueryOptions = () =>
  queryOptions({
    queryKey: careerPlanKeys.ranksDetails,
    queryFn: async () => (await call(getUserRanksDetails)).Data,
    staleTime: staleTimes.network,
  });
