import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserAdresses, type UpdateAddressBody } from '@clube/contract/profile';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';

export function useUpdateAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAddressBody) => call(updateUserAdresses, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY }),
  });
}
