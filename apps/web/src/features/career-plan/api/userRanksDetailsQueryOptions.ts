import { queryOptions } from '@tanstack/react-query';
import { getUserRanksDetails } from '@clube/contract/career-plan';
import { call } from '../../../lib/api';

/** Spec part 2 section 9: network data is reloaded when older than 5 minutes. */
const NETWORK_DATA_STALE_MS = 300_000;

/** The caller's career plan: ranks by position, achievements, prizes and progress toward the next rank. */
export const userRanksDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['career-plan', 'ranks-details'],
    queryFn: async () => (await call(getUserRanksDetails)).Data,
    staleTime: NETWORK_DATA_STALE_MS,
  });
