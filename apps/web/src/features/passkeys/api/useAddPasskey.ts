import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeyRegister, passkeyRegistrationOptions, type PasskeyRegisterBody } from '@clube/contract/passkeys';
import { call } from '../../../lib/api';
import { inBrowser } from '../lib/browserCeremony';
import { passkeysKeys } from './queryKeys';

/** 'Adicionar passkey': the password confirms it is the member, the device makes the key, the server keeps it. */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, name }: { currentPassword: string; name: string }) => {
      const { Data } = await call(passkeyRegistrationOptions, { body: { CurrentPassword: currentPassword } });
      const optionsJSON = Data.Options as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await inBrowser((lib) => lib.startRegistration({ optionsJSON }));
      return call(passkeyRegister, { body: { Credential: credential as unknown as PasskeyRegisterBody['Credential'], Name: name.trim() || null } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: passkeysKeys.list }),
  });
}
