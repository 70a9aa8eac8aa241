import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createNewOrderWithInvoice, type OrderCreationRequest } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ordersKeys } from '../../orders';
import { shopKeys } from './queryKeys';

/**
 * Places the cart's order and its invoice. Afterwards the buyer's orders, invoices and pending
 * invoice count (home) are stale, and so is the listing he bought from (the order reserved its
 * stock): the shop's, or a public store's (`productsKey`).
 */
export function useCreateOrder(productsKey: QueryKey = shopKeys.products) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderCreationRequest) => (await call(createNewOrderWithInvoice, { body })).Data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ordersKeys.all });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
      void qc.invalidateQueries({ queryKey: productsKey });
    },
  });
}
