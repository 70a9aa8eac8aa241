import { useMutation } from '@tanstack/react-query';
import { adminCreateRootMember, type CreateRootMemberRequest } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** The club's first member, created by an Owner while there is no member at all (docs/admin.md#members). */
export function useCreateRootMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: CreateRootMemberRequest) => call(adminCreateRootMember, { body }),
    onSettled: invalidate,
  });
}
