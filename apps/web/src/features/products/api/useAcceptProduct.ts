import { useMutation } from '@tanstack/react-query';
import { adminAcceptProduct } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { useInvalidateProductQueue } from './useInvalidateProductQueue';

/** -> Aceito: the product reaches the shop. `silent`: a bulk run shows refusals per row, not as toasts. */
export function useAcceptProduct({ silent = false }: { silent?: boolean } = {}) {
  const invalidate = useInvalidateProductQueue();
  return useMutation({
    mutationFn: (id: number) => call(adminAcceptProduct, { params: { id: String(id) }, body: {} }),
    onSettled: invalidate,
    meta: { silent },
  });
}
