import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin';
import { adminWithdrawalsKeys } from './queryKeys';

/** After a pay or cancel: the queue's pages and the audit timelines (a new row) are stale. */
export function useInvalidateWithdrawalQueue() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: adminWithdrawalsKeys.all });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
}
