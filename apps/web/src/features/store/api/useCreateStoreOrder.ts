import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewOrderWithInvoice, type OrderCreationRequest } from '@clube/contract/orders';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ordersKeys } from '../../orders';
import { storeKeys } from './queryKeys';

/** Places the store client's order (B2C, StoreUsername) and its invoice; his invoices, orders and the store's stock are stale then. */
export function useCreateStoreOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderCreationRequest) => (await call(createNewOrderWithInvoice, { body })).Data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ordersKeys.all });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
      void qc.invalidateQueries({ queryKey: storeKeys.products });
    },
  });
}
