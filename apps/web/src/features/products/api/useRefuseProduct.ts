import { useMutation } from '@tanstack/react-query';
import { adminRefuseProduct, type RefuseProductRequest } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { useInvalidateProductQueue } from './useInvalidateProductQueue';

/** -> Recusado, with the operator's reason kept in the audit row. */
export function useRefuseProduct() {
  const invalidate = useInvalidateProductQueue();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefuseProductRequest }) => call(adminRefuseProduct, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
