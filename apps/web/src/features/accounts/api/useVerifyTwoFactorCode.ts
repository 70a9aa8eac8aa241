import { useMutation } from '@tanstack/react-query';
import { verifyTwoFactorCodeAddress, type verifyTwoFactorCode, type VerifyTwoFactorCodeBody } from '@clube/contract/accounts';
import { call } from '../../../lib/api';

/** The sign-in's second step (docs/accounts.md#two-factor-sign-in); failures are toasted with the server's message. */
export function useVerifyTwoFactorCode() {
  return useMutation({
    mutationFn: async (body: VerifyTwoFactorCodeBody) => (await call<typeof verifyTwoFactorCode>(verifyTwoFactorCodeAddress, { body })).Data,
  });
}
