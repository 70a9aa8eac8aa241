import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProduct } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { productsKeys } from './queryKeys';

/** Sends the product as multipart/form-data with its Id; new images join the ones it keeps. */
export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => call(updateProduct, { form }),
    onSuccess: (res) => {
      qc.setQueryData(productsKeys.detail(res.Data.Product.Id), res.Data);
      void qc.invalidateQueries({ queryKey: productsKeys.lists });
    },
  });
}
