import { queryOptions } from '@tanstack/react-query';
import { getPendingPlanByUserId, type PendingPlanChange } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { plansKeys } from './queryKeys';

/**
 * The member's pending plan change, or null. Spec part 2 §4 and §8: a failed fetch clears the
 * pending plan and shows no message, so a failure answers null instead of an error. Always asked
 * again when the screen opens: paying the change elsewhere (the payment page) ends it.
 */
export const pendingPlanQueryOptions = () =>
  queryOptions({
    queryKey: plansKeys.pending,
    queryFn: async (): Promise<PendingPlanChange | null> => {
      try {
        return (await call(getPendingPlanByUserId)).Data;
      } catch {
        return null;
      }
    },
    staleTime: 0,
  });
