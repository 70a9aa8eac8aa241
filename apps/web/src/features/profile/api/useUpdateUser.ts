import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser, type UpdateUserBody } from '@clube/contract/profile';
import { call } from '../../../lib/api';
import { getAuthData, setAuthData } from '../../../lib/auth-storage';
import { AUTH_USER_DATA_KEY } from '../../accounts';

/**
 * Saves the profile. After a password change the server revokes the old token and answers a new
 * one: it replaces the stored one at once, before anything else is called.
 */
export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => call(updateUser, { body }),
    onSuccess: ({ Data }) => {
      const auth = getAuthData();
      if (Data.AccessToken && auth) {
        setAuthData({ ...auth, AccessToken: Data.AccessToken, ExpiresOn: Data.ExpiresOn ?? auth.ExpiresOn, RolesIds: Data.RolesIds ?? auth.RolesIds });
      }
      return qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY });
    },
  });
}
