import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, PaymentStatus } from '@clube/contract';
import { sandboxApprovePayment, sandboxRejectPayment } from '@clube/contract/payments';
import { call } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { invalidateAfterPayment } from './invalidateAfterPayment';

/** Offline gateway only: plays the payer's side (approve or reject a processing payment). */
export function useSandboxDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, outcome }: { paymentId: string; outcome: 'approve' | 'reject' }) =>
      (await call(outcome === 'approve' ? sandboxApprovePayment : sandboxRejectPayment, { params: { paymentId } })).Data,
    onSuccess: (data) => {
      if (data.Status === PaymentStatus.Approved) toastSuccess(messages.paymentSuccess);
      return invalidateAfterPayment(qc);
    },
  });
}
