import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawOrder } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ledgerKeys } from '../../ledger';
import { ordersKeys } from './queryKeys';

/**
 * 'Desistir da compra' (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase): the order shows
 * Devolução pendente, its invoice Cancelado, and a balance payment is back in his wallet.
 */
export function useWithdrawOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(withdrawOrder, { params: { id: String(id) } })).Data,
    onSuccess: (order) => {
      qc.setQueryData(ordersKeys.detail(order.Id), order);
      void qc.invalidateQueries({ queryKey: ordersKeys.lists });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: ledgerKeys.all });
      void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
    },
  });
}
