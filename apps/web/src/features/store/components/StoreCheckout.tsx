import { useEffect, useState } from 'react';
import { Paper } from '@mantine/core';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { BackToProducts } from '../../shop';
import { useRegisterStoreClient, useStoreLogin } from '../api/useStoreSession';
import { StoreLoginForm } from './StoreLoginForm';
import { StoreSignUpForm } from './StoreSignUpForm';

/**
 * 'Finalizar compra' for a visitor: the short sign-up, or the login of a returning client. Either
 * signs him in at once; the cart stays, and the page goes on with his address and the freight.
 */
export function StoreCheckout({ storeUsername, initial, onBack }: { storeUsername: string; initial: 'signUp' | 'login'; onBack: () => void }) {
  const [mode, setMode] = useState(initial);
  const signUp = useRegisterStoreClient(storeUsername);
  const login = useStoreLogin(storeUsername);
  // Only visitors get here: a session still stored has run out, and would turn a refused login
  // into a reload of the page (lib/api's 401 path), as on the office's /login.
  useEffect(() => {
    if (getAuthData()) clearAuthData();
  }, []);
  return (
    <Paper withBorder radius="md" p="md">
      <BackToProducts onClick={onBack} />
      {mode === 'signUp' ? (
        <StoreSignUpForm submitting={signUp.isPending} onSubmit={(body) => signUp.mutate(body)} onLogin={() => setMode('login')} />
      ) : (
        <StoreLoginForm submitting={login.isPending} onSubmit={(body) => login.mutate(body)} onSignUp={() => setMode('signUp')} />
      )}
    </Paper>
  );
}
