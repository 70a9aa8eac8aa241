import type { AuthResult } from '@clube/contract/accounts';
import { clearAuthData, getAuthData, setAuthData } from '../../../lib/auth-storage';
import { signedOutPath } from '../../../lib/store-client';

/** Keeps a login's answer as the stored AuthData. */
export function storeSession(result: Pick<AuthResult, 'IsAuth' | 'RolesIds' | 'AccessToken' | 'ExpiresOn' | 'Username'>) {
  setAuthData({
    IsAuth: result.IsAuth,
    RolesIds: result.RolesIds,
    AccessToken: result.AccessToken,
    ExpiresOn: result.ExpiresOn,
    Username: result.Username,
  });
}

/** Full-page navigation, behind an object so that tests can watch it (jsdom does not navigate). */
export const pageNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Logout: the stored data goes and the page reloads on /login, so no cached answer of this member
 * survives. With a username the login field comes pre-filled. A store client, who cannot sign in
 * at /login, reloads on his store instead (lib/store-client).
 */
export function logout(username?: string) {
  const to = username ? `/login?username=${encodeURIComponent(username)}` : signedOutPath(getAuthData());
  clearAuthData();
  pageNavigation.assign(to);
}

/** Looks like an e-mail address: then the login sends Email, otherwise Username. */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
