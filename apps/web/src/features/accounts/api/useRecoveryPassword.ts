import { useMutation } from '@tanstack/react-query';
import { recoveryPassword } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

/** Asks for a reset link by e-mail; answers the server's message (the same whether the user exists or not). */
export function useRecoveryPassword() {
  return useMutation({
    mutationFn: async (value: string) => (await call(recoveryPassword, { params: { value } })).Message,
  });
}
