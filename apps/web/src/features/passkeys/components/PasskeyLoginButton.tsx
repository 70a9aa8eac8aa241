import { Button } from '@mantine/core';
import type { AuthResult, LoginRequest } from '@clube/contract/accounts';
import { passkeyMessages } from '@clube/contract/passkeys';
import { usePasskeyLogin } from '../api/usePasskeyLogin';

/** 'Entrar com passkey' under the login form: the answer is the password login's, kept the same way by the page. */
export function PasskeyLoginButton({ userType = 2, onSignedIn }: { userType?: LoginRequest['UserType']; onSignedIn: (result: AuthResult) => void }) {
  const login = usePasskeyLogin(userType);
  return (
    <Button
      variant="default"
      fullWidth
      mt="sm"
      loading={login.isPending}
      onClick={() => login.mutate(undefined, { onSuccess: (result) => onSignedIn(result) })}
    >
      {passkeyMessages.signIn}
    </Button>
  );
}
