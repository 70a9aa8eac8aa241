import { queryOptions } from '@tanstack/react-query';
import { PlanStatus } from '@clube/contract';
import { getAllPlans, PLANS_PAGE_SIZE, type GetAllPlansBody } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { plansKeys } from './queryKeys';

/** One page of 50 active plans, by id. */
export const plansRequest = (page: number): GetAllPlansBody => ({
  PaginationSettings: { Page: page, RowsPerPage: PLANS_PAGE_SIZE },
  Status: PlanStatus.Active,
});

/** One page of the system plans with its PaginationSettings (spec part 2 §9: 5 minutes). */
export const plansQueryOptions = (page: number) =>
  queryOptions({
    queryKey: plansKeys.list(plansRequest(page)),
    queryFn: async () => {
      const res = await call(getAllPlans, { body: plansRequest(page) });
      return { plans: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.plans,
  });
