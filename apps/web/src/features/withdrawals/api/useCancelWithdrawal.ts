import { useMutation } from '@tanstack/react-query';
import { adminCancelWithdrawal, type CancelWithdrawalRequest } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { useInvalidateWithdrawalQueue } from './useInvalidateWithdrawalQueue';

/** Pendente -> Cancelado with the reason the member reads; value and fee go back to his wallet. */
export function useCancelWithdrawal() {
  const invalidate = useInvalidateWithdrawalQueue();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelWithdrawalRequest }) => call(adminCancelWithdrawal, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
