import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserData } from '@clube/contract/accounts';
import { createNewUserAdresses } from '@clube/contract/profile';
import type { AddressInput } from '@clube/contract/entities';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';
import { withNewAddress } from '../lib/newestAddressesFirst';

/**
 * Adds an address: it goes to the start of the member's list at once (spec part 1, section 4), and
 * the list reloads in the background; the screen need not wait for the reload to go back.
 */
export function useCreateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddressInput) => call(createNewUserAdresses, { body }),
    onSuccess: ({ Data }) => {
      qc.setQueryData<AuthUserData>(AUTH_USER_DATA_KEY, (old) => (old ? withNewAddress(old, Data) : old));
      void qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY });
    },
  });
}
