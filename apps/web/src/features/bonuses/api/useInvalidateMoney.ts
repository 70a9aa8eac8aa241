import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin';
import { adminMoneyKeys } from './queryKeys';

/** After a post or a decision: the approvals and the audit timelines (a new row) are stale. */
export function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: adminMoneyKeys.approvals });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
}
