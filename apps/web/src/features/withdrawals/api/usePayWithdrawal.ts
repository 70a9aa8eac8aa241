import { useMutation } from '@tanstack/react-query';
import { adminPayWithdrawal } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { useInvalidateWithdrawalQueue } from './useInvalidateWithdrawalQueue';

/**
 * Pendente -> Pago. `silent`: a bulk run shows each row's refusal in its result table instead of
 * one error toast per row.
 */
export function usePayWithdrawal({ silent = false }: { silent?: boolean } = {}) {
  const invalidate = useInvalidateWithdrawalQueue();
  return useMutation({
    mutationFn: (id: number) => call(adminPayWithdrawal, { params: { id: String(id) } }),
    onSettled: invalidate,
    meta: { silent },
  });
}
