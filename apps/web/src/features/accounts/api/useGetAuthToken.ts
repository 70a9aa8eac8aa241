import { useMutation } from '@tanstack/react-query';
import { getAuthToken, type LoginRequest } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

/** Sign in (password or one-use token); failures are toasted with the server's message. */
export function useGetAuthToken() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => (await call(getAuthToken, { body })).Data,
  });
}
