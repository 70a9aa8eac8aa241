import { useEffect } from 'react';
import { UserType } from '@clube/contract';
import type { AuthUserData } from '@clube/contract/accounts';
import { rememberStoreClient } from '../../../lib/store-client';

/**
 * A store client's data names his store (his sponsor's): remembered on this browser, so that
 * signing out or a session that runs out leads back there (lib/store-client). It corrects the
 * store kept at sign-in, when he signed in at another member's store.
 */
export function useRememberStoreClient(me: AuthUserData | undefined) {
  const user = me?.User;
  const username = user?.UserType === UserType.UserStore ? user.Username : undefined;
  const store = username ? user?.Sponsor?.Username : undefined;
  useEffect(() => {
    if (username && store) rememberStoreClient(username, store);
  }, [username, store]);
}
