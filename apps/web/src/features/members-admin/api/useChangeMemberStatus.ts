import { useMutation } from '@tanstack/react-query';
import { adminChangeMemberStatus, type ChangeMemberStatusRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** Ativo, Inativo, Bloqueado (with a reason) or back to Pendente. `silent`: a bulk run shows refusals per row. */
export function useChangeMemberStatus({ silent = false }: { silent?: boolean } = {}) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeMemberStatusRequest }) => call(adminChangeMemberStatus, { params: { id: String(id) }, body }),
    onSettled: invalidate,
    meta: { silent },
  });
}
