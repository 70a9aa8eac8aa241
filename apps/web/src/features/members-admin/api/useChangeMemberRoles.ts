import { useMutation } from '@tanstack/react-query';
import { adminChangeMemberRoles, type ChangeMemberRolesRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** Replaces the member's permission ids (member ids only); his sessions end. */
export function useChangeMemberRoles() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeMemberRolesRequest }) => call(adminChangeMemberRoles, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
