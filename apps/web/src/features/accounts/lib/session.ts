import type { AuthResult } from '@clube/contract/accounts';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';

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
 * survives. With a username the login field comes pre-filled.
 */
export function logout(username?: string) {
  clearAuthData();
  pageNavigation.assign(username ? `/login?username=${encodeURIComponent(username)}` : '/login');
}

/** Looks like an e-mail address: then the login sends Email, otherwise Username. */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
