import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStock, type Stock, type UpdateStockBody } from '@clube/contract/stocks';
import { call } from '../../../lib/api';
import { productsKeys } from '../../products';
import { stocksKeys } from './queryKeys';

/** Spec part 2 section 4: the updated stock replaces the one with its Id. */
export function useUpdateStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateStockBody) => call(updateStock, { body }),
    onSuccess: (res) => {
      const updated = res.Data;
      qc.setQueryData<Stock[]>(stocksKeys.byProduct(updated.ProductId), (list) => list?.map((s) => (s.Id === updated.Id ? updated : s)));
      void qc.invalidateQueries({ queryKey: productsKeys.lists });
    },
  });
}
