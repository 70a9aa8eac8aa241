import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmOrderReturn } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { ordersKeys } from './queryKeys';

/** 'Confirmar devolução': the seller says the goods came back; the order shows Devolvido. */
export function useConfirmOrderReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(confirmOrderReturn, { params: { id: String(id) } })).Data,
    onSuccess: (order) => {
      qc.setQueryData(ordersKeys.detail(order.Id), order);
      void qc.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}
