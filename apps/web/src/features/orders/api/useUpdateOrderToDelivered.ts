import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOrderToDelivered } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { ordersKeys } from './queryKeys';

/** The seller marks a Pago order Entregue; its lists and its details reload with the new status. */
export function useUpdateOrderToDelivered() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(updateOrderToDelivered, { params: { id: String(id) } })).Data,
    onSuccess: (order) => {
      qc.setQueryData(ordersKeys.detail(order.Id), order);
      void qc.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}
