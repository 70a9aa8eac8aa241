import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewStock, type CreateStockBody, type Stock } from '@clube/contract/stocks';
import { call } from '../../../lib/api';
import { productsKeys } from '../../products';
import { stocksKeys } from './queryKeys';

/** Spec part 2 section 4: the new stock is put first in its product's list. */
export function useCreateStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStockBody) => call(createNewStock, { body }),
    onSuccess: (res) => {
      const created = res.Data;
      qc.setQueryData<Stock[]>(stocksKeys.byProduct(created.ProductId), (list) => (list ? [created, ...list.filter((s) => s.Id !== created.Id)] : list));
      void qc.invalidateQueries({ queryKey: productsKeys.lists });
    },
  });
}
