import { useMutation } from '@tanstack/react-query';
import { adminRequestProductChanges, type RequestProductChangesRequest } from '@clube/contract/products';
import { call } from '../../../lib/api';
import { useInvalidateProductQueue } from './useInvalidateProductQueue';

/** -> Precisa de alteração, with the message the seller reads on his edit screen (NeedsChangeMessage). */
export function useRequestProductChanges() {
  const invalidate = useInvalidateProductQueue();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RequestProductChangesRequest }) => call(adminRequestProductChanges, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
