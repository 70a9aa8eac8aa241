import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserBankAccount, type UpdateBankAccountBody } from '@clube/contract/bank-accounts';
import { call } from '../../../lib/api';
import { bankAccountsKeys } from './queryKeys';

export function useUpdateBankAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateBankAccountBody) => call(updateUserBankAccount, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: bankAccountsKeys.lists }),
  });
}
