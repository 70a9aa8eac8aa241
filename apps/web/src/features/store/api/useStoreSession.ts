import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult } from '@clube/contract/accounts';
import { getStoreAuthToken, registerStoreClient, type RegisterStoreClientBody, type StoreLoginRequest } from '@clube/contract/store';
import { call } from '../../../lib/api';
import { storeSession } from '../../accounts';

/**
 * Both answer a session: it is stored as the login's, and whatever was cached for nobody (the
 * visitor's listing, a previous session's data) is dropped, so the page reloads as the client.
 */
function useSignIn<V>(request: (variables: V) => Promise<AuthResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (session) => {
      storeSession(session);
      void qc.resetQueries();
    },
  });
}

/** The store's short sign-up (a store client sponsored by the store's member). */
export const useRegisterStoreClient = (storeUsername: string) =>
  useSignIn(async (body: RegisterStoreClientBody) => (await call(registerStoreClient, { params: { username: storeUsername }, body })).Data);

/** A store client's login with his e-mail and password. */
export const useStoreLogin = () => useSignIn(async (body: StoreLoginRequest) => (await call(getStoreAuthToken, { body })).Data);
