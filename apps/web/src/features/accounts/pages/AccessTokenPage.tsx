import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingRing } from '../../../ui/LoadingRing';
import { useGetAuthToken } from '../api/useGetAuthToken';
import { storeSession } from '../lib/session';

/**
 * Tokens already sent. A token works once, and this page may mount again before the navigation
 * lands (StrictMode, or the shell re-rendering around it once the session is stored): a second
 * exchange would fail and end the new session.
 */
const exchanged = new Set<string>();

/** /accessToken?accessToken=...&username=...: exchanges a one-use token for a session. */
export default function AccessTokenPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useGetAuthToken();
  const accessToken = params.get('accessToken');
  const username = params.get('username');

  useEffect(() => {
    if (!accessToken || !username || exchanged.has(accessToken)) return;
    exchanged.add(accessToken);
    login.mutate(
      { AccessToken: accessToken, Username: username, UserType: 2 },
      {
        onSuccess: (result) => {
          // The token login never asks a code (the operator passed his own): no challenge comes here.
          if ('TwoFactorRequired' in result) return navigate(`/login?username=${encodeURIComponent(username)}`, { replace: true });
          navigate('/', { replace: true });
          storeSession(result);
        },
        onError: () => navigate(`/login?username=${encodeURIComponent(username)}`, { replace: true }),
      },
    );
  }, [accessToken, username, login, navigate]);

  if (!accessToken || !username) return <Navigate to="/" replace />;
  return <LoadingRing />;
}
