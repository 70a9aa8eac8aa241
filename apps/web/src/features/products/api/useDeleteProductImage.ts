import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProductImage, type ProductListEntry } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { productsKeys } from './queryKeys';

/** Deletes one image of `productId`; the product's cached entry drops it at once. */
export function useDeleteProductImage(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: number) => call(deleteProductImage, { params: { id: String(imageId) } }),
    onSuccess: (_res, imageId) => {
      qc.setQueryData<ProductListEntry | null>(productsKeys.detail(productId), (entry) =>
        entry ? { ...entry, ProductImages: entry.ProductImages.filter((i) => i.Id !== imageId) } : entry,
      );
      void qc.invalidateQueries({ queryKey: productsKeys.lists });
    },
  });
}
