import { useState } from 'react';
import { Anchor, Group, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
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
  const login = useStoreLogin();
  return (
    <Paper withBorder radius="md" p="md">
      <Anchor component="button" type="button" onClick={onBack} mb="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          Voltar aos produtos
        </Group>
      </Anchor>
      {mode === 'signUp' ? (
        <StoreSignUpForm
          submitting={signUp.isPending}
          onSubmit={(body) => signUp.mutate(body)}
          onLogin={() => setMode('login')}
        />
      ) : (
        <StoreLoginForm submitting={login.isPending} onSubmit={(body) => login.mutate(body)} onSignUp={() => setMode('signUp')} />
      )}
    </Paper>
  );
}
