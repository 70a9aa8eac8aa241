import { useState } from 'react';
import type { AuthResult, LoginRequest, TwoFactorChallenge } from '@clube/contract/accounts';
import { useGetAuthToken } from '../api/useGetAuthToken';
import { useVerifyTwoFactorCode } from '../api/useVerifyTwoFactorCode';
import { LoginForm } from './LoginForm';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';

/**
 * The password form, then, for an account with two factors, the code (docs/accounts.md#two-factor-sign-in).
 * `onSignedIn` gets the session and whether a second factor opened it.
 */
export function TwoStepLogin({
  defaultUser,
  userType = 2,
  onSignedIn,
}: {
  defaultUser: string;
  userType?: LoginRequest['UserType'];
  onSignedIn: (result: AuthResult, withSecondFactor: boolean) => void;
}) {
  const login = useGetAuthToken();
  const verify = useVerifyTwoFactorCode();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  if (challenge)
    return (
      <TwoFactorLoginStep
        message={challenge.Message}
        submitting={verify.isPending}
        onBack={() => setChallenge(null)}
        onCode={(Code) => verify.mutate({ TwoFactorToken: challenge.TwoFactorToken, Code }, { onSuccess: (result) => onSignedIn(result, true) })}
      />
    );
  return (
    <LoginForm
      defaultUser={defaultUser}
      userType={userType}
      submitting={login.isPending}
      onLogin={(body) =>
        login.mutate(body, {
          onSuccess: (result) => {
            if ('TwoFactorRequired' in result) setChallenge(result);
            else onSignedIn(result, false);
          },
        })
      }
    />
  );
}
