import { useMutation } from '@tanstack/react-query';
import { registerUser, type RegisterUserBody } from '@clube/contract/registration';
import { call } from '../../../lib/api';

/** Saves the registration; failures are toasted by the mutation cache with the server's message. */
export function useRegisterUser() {
  return useMutation({
    mutationFn: async (body: RegisterUserBody) => (await call(registerUser, { body })).Data,
  });
}
