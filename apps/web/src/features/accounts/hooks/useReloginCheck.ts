import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAuthenticated, useAuthData } from '../../../lib/auth-storage';
import { reloginQueryOptions, sendReloginData } from '../api/reloginQueryOptions';
import { logout } from '../lib/session';

export const RELOGIN_CHECK_INTERVAL_MS = 60_000;

/**
 * While signed in, asks on mount and every minute whether the server wants a new session. If so,
 * the flag is cleared first when NeedsUpdate says so (or the next session would be sent out too),
 * then the member is logged out.
 */
export function useReloginCheck() {
  const auth = useAuthData();
  const signedIn = isAuthenticated(auth);
  const { data } = useQuery({ ...reloginQueryOptions(), enabled: signedIn, refetchInterval: signedIn ? RELOGIN_CHECK_INTERVAL_MS : false });
  const leaving = useRef(false);

  useEffect(() => {
    if (!signedIn || !data?.NeedsRelogin || leaving.current) return;
    leaving.current = true;
    void (async () => {
      if (data.NeedsUpdate) await sendReloginData(false).catch(() => undefined);
      logout();
    })();
  }, [data, signedIn]);
}
