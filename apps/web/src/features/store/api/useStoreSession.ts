import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { AuthResult } from '@clube/contract/accounts';
import { getStoreAuthToken, registerStoreClient, type RegisterStoreClientBody, type StoreLoginRequest } from '@clube/contract/store';
import { call } from '../../../lib/api';
import { toastSuccess } from '../../../lib/notify';
import { rememberStoreClient } from '../../../lib/store-client';
import { storeSession } from '../../accounts';

/**
 * Both answer a session: it is stored as the login's, with the store it came from (where signing
 * out leads back: lib/store-client), and whatever was cached for nobody (the visitor's listing) is
 * asked again as the client. The success toast is the hook's: once signed in, the page swaps the
 * form away, and a mutate() callback of an unmounted form never runs.
 */
function useSignIn<V>(storeUsername: string, request: (variables: V) => Promise<AuthResult>, success: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (session) => {
      storeSession(session);
      rememberStoreClient(session.Username, storeUsername);
      void qc.resetQueries();
      toastSuccess(success);
    },
  });
}

/** The store's short sign-up (a store client sponsored by the store's member). */
export const useRegisterStoreClient = (storeUsername: string) =>
  useSignIn(
    storeUsername,
    async (body: RegisterStoreClientBody) => (await call(registerStoreClient, { params: { username: storeUsername }, body })).Data,
    messages.storeClientRegistered,
  );

/** A store client's login with his e-mail and password, at a store (his sponsor's, as his data will tell the page). */
export const useStoreLogin = (storeUsername: string) =>
  useSignIn(storeUsername, async (body: StoreLoginRequest) => (await call(getStoreAuthToken, { body })).Data, messages.loginSuccess);
