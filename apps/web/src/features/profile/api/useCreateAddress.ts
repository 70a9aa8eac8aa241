import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewUserAdresses } from '@clube/contract/profile';
import type { AddressInput } from '@clube/contract/entities';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';

export function useCreateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddressInput) => call(createNewUserAdresses, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY }),
  });
}
