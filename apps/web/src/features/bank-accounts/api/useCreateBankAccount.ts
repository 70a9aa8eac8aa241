import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewUserBankAccount, type BankAccountInput } from '@clube/contract/bank-accounts';
import { call } from '../../../lib/api';
import { bankAccountsKeys } from './queryKeys';

export function useCreateBankAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankAccountInput) => call(createNewUserBankAccount, { body }),
    // The lists are newest first: refetching puts the new account at the top.
    onSuccess: () => qc.invalidateQueries({ queryKey: bankAccountsKeys.lists }),
  });
}
