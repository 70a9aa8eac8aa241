import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelChangePlan } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { plansKeys } from './queryKeys';

/** Cancels the pending plan change: no pending plan any more, and its invoice turns Cancelado. */
export function useCancelChangePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await call(cancelChangePlan);
      return { invoice: res.Data, message: res.Message };
    },
    onSuccess: () => {
      qc.setQueryData(plansKeys.pending, null);
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY });
    },
  });
}
