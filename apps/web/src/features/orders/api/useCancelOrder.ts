import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ordersKeys } from './queryKeys';

/**
 * The buyer cancels his unpaid order: its lists and details show it Cancelado, and his invoices
 * and pending invoice count (home) lose its invoice (docs/marketplace.md#cancelling-an-unpaid-order).
 */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(cancelOrder, { params: { id: String(id) } })).Data,
    onSuccess: (order) => {
      qc.setQueryData(ordersKeys.detail(order.Id), order);
      void qc.invalidateQueries({ queryKey: ordersKeys.lists });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
    },
  });
}
