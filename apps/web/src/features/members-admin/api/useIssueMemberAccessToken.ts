import { useMutation } from '@tanstack/react-query';
import { issueAccessToken } from '@clube/contract/accounts';
import { call } from '../../../lib/api';
import { useInvalidateMembers } from './useInvalidateMembers';

/** 'Entrar como sócio': a one-use link (5 minutes) to the member's office, for an operator session. */
export function useIssueMemberAccessToken() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: async (userId: number) => (await call(issueAccessToken, { params: { userId: String(userId) } })).Data,
    onSettled: invalidate,
  });
}
