import type { GetAllUserBankAccountsRequest } from '@clube/contract/bank-accounts';

const lists = ['bank-accounts', 'list'] as const;

/** The bank-accounts feature's cache keys; `lists` is the prefix creations and updates invalidate. */
export const bankAccountsKeys = {
  lists,
  list: (request: GetAllUserBankAccountsRequest) => [...lists, request] as const,
  banks: ['bank-accounts', 'banks'] as const,
};
