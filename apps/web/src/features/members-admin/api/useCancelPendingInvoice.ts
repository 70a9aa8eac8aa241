import { useMutation } from '@tanstack/react-query';
import { adminCancelPendingInvoice, type CancelPendingInvoiceRequest } from '@clube/contract/invoices';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** An operator (Finance) cancels a member's pending invoice with a reason (docs/payments.md#cancelling-a-pending-invoice). */
export function useCancelPendingInvoice() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelPendingInvoiceRequest }) => call(adminCancelPendingInvoice, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
