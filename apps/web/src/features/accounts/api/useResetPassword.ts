import { useMutation } from '@tanstack/react-query';
import { resetPassword, type ResetPasswordBody } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await call(resetPassword, { body })).Message,
  });
}
