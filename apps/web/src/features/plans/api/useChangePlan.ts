import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePlan } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { plansKeys } from './queryKeys';

/**
 * Asks to change to a plan: the answer is the pending change (its invoice to pay). The member's
 * invoices and his home's pending invoices gain that invoice.
 */
export function useChangePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (planId: number) => {
      const res = await call(changePlan, { params: { id: String(planId) } });
      return { change: res.Data, message: res.Message };
    },
    onSuccess: ({ change }) => {
      qc.setQueryData(plansKeys.pending, change);
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY });
    },
  });
}
