import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { balancePayment } from '@clube/contract/payments';
import { call } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { invalidateAfterPayment } from './invalidateAfterPayment';

export function useBalancePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceId: number) => (await call(balancePayment, { body: { InvoiceId: invoiceId } })).Data,
    onSuccess: () => {
      toastSuccess(messages.paymentSuccess);
      return invalidateAfterPayment(qc);
    },
  });
}
