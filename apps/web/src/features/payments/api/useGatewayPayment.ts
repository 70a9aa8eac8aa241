import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, PaymentStatus } from '@clube/contract';
import { mercadoPagoPayment, type PaymentRequest } from '@clube/contract/payments';
import { call } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { invalidateAfterPayment } from './invalidateAfterPayment';

/** Pix, boleto and cards through the gateway (the spec's mercadoPagoPayment call). */
export function useGatewayPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentRequest) => (await call(mercadoPagoPayment, { body })).Data,
    onSuccess: (data) => {
      if (data.Status === PaymentStatus.Approved) toastSuccess(messages.paymentSuccess);
      return invalidateAfterPayment(qc);
    },
  });
}
