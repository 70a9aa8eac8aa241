import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewProduct } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { productsKeys } from './queryKeys';

/** Sends the product as multipart/form-data (its fields and images: lib/productFormValues.ts). */
export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => call(createNewProduct, { form }),
    onSuccess: (res) => {
      qc.setQueryData(productsKeys.detail(res.Data.Product.Id), res.Data);
      void qc.invalidateQueries({ queryKey: productsKeys.lists });
    },
  });
}
