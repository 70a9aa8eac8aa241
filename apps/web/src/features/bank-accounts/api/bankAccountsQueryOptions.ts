import { queryOptions } from '@tanstack/react-query';
import { BANK_ACCOUNTS_PAGE_SIZE, getAllUserBankAccounts, type GetAllUserBankAccountsRequest } from '@clube/contract/bank-accounts';
import { call } from '../../../lib/api';
import { bankAccountsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** All of a member's accounts fit in one page (the API caps them at 10). */
export const allBankAccountsRequest: GetAllUserBankAccountsRequest = {
  PaginationSettings: { Page: 1, RowsPerPage: BANK_ACCOUNTS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
};

/** One page of the member's bank accounts, newest first (5 minutes). */
export const bankAccountsQueryOptions = (request: GetAllUserBankAccountsRequest = allBankAccountsRequest) =>
  queryOptions({
    queryKey: bankAccountsKeys.list(request),
    queryFn: async () => {
      const res = await call(getAllUserBankAccounts, { body: request });
      return { accounts: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.bankAccounts,
  });
