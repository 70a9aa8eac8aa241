import { useMutation } from '@tanstack/react-query';
import { adminSendMemberPasswordReset } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** E-mails the member the one-use, one-hour reset link. `silent`: a bulk run shows refusals per row. */
export function useSendMemberPasswordReset({ silent = false }: { silent?: boolean } = {}) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (id: number) => call(adminSendMemberPasswordReset, { params: { id: String(id) } }),
    onSettled: invalidate,
    meta: { silent },
  });
}
