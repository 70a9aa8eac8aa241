import { useMutation } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginRequest } from '@clube/contract/accounts';
import {
  passkeyAuthenticationOptionsAddress,
  passkeyLoginAddress,
  type passkeyAuthenticationOptions,
  type passkeyLogin,
  type PasskeyLoginBody,
} from '@clube/contract/passkeys';
import { call } from '../../../lib/api';
import { inBrowser } from '../lib/browserCeremony';

/**
 * 'Entrar com passkey': no account is typed, the device offers the passkeys it holds for the
 * office. Called through the endpoints' addresses: /login downloads no zod (docs/performance.md "Web").
 */
export function usePasskeyLogin(userType: LoginRequest['UserType']) {
  return useMutation({
    mutationFn: async () => {
      const { Data } = await call<typeof passkeyAuthenticationOptions>(passkeyAuthenticationOptionsAddress);
      const optionsJSON = Data.Options as unknown as PublicKeyCredentialRequestOptionsJSON;
      const credential = await inBrowser((lib) => lib.startAuthentication({ optionsJSON }));
      const body: PasskeyLoginBody = { UserType: userType, Credential: credential as unknown as PasskeyLoginBody['Credential'] };
      return (await call<typeof passkeyLogin>(passkeyLoginAddress, { body })).Data;
    },
  });
}
