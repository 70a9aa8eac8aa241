import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewOrderWithInvoice, type OrderCreationRequest } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ordersKeys } from '../../orders';
import { shopKeys } from './queryKeys';

/**
 * Places the cart's order and its invoice. Afterwards the member's orders, invoices and pending
 * invoice count (home) are stale, and so is the shop's stock (the order reserved it).
 */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderCreationRequest) => (await call(createNewOrderWithInvoice, { body })).Data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ordersKeys.all });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
      void qc.invalidateQueries({ queryKey: shopKeys.products });
    },
  });
}
