import { useMutation } from '@tanstack/react-query';
import { getAuthTokenAddress, type getAuthToken, type LoginRequest } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

/** Sign in (password or one-use token); failures are toasted with the server's message. */
export function useGetAuthToken() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => (await call<typeof getAuthToken>(getAuthTokenAddress, { body })).Data,
  });
}
