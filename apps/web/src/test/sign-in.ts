import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../lib/auth-storage';

/** Stores a session as the login does: a member with `rolesIds`, a token valid for an hour. */
export function signIn(rolesIds: number[] = MEMBER_ROLE_IDS) {
  setAuthData({ IsAuth: true, RolesIds: rolesIds, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
}
