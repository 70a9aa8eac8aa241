import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PlanStatus } from '@clube/contract';
import { getAllPlans } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { registrationKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The plans offered at registration: one page of 50, ordered by id, active only (spec part 1, section 7). */
export const registrationPlansQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.plans,
    queryFn: async () =>
      (await call(getAllPlans, { body: { PaginationSettings: { Page: 1, RowsPerPage: DEFAULT_PAGE_SIZE }, Status: PlanStatus.Active } })).Data,
    staleTime: staleTimes.configuration,
  });
