import { useMutation } from '@tanstack/react-query';
import { adminRejectMoneyApproval, type RejectMoneyApprovalRequest } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import { useInvalidateMoney } from './useInvalidateMoney';

/** Rejects another administrator's request with a reason: nothing moves. */
export function useRejectMoneyApproval() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectMoneyApprovalRequest }) => call(adminRejectMoneyApproval, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
