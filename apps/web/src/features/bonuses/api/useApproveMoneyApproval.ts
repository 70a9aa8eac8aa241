import { useMutation } from '@tanstack/react-query';
import { adminApproveMoneyApproval } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import { useInvalidateMoney } from './useInvalidateMoney';

/**
 * Approves another administrator's request: the previewed credits are posted. `silent`: a bulk run
 * shows each row's refusal in its result table instead of one error toast per row.
 */
export function useApproveMoneyApproval({ silent = false }: { silent?: boolean } = {}) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (id: number) => call(adminApproveMoneyApproval, { params: { id: String(id) } }),
    onSettled: invalidate,
    meta: { silent },
  });
}
