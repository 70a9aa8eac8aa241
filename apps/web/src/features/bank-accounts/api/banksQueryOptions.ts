import { queryOptions } from '@tanstack/react-query';
import { getAllBanks } from '@clube/contract/bank-accounts';
import { call } from '../../../lib/api';
import { bankAccountsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** Every bank with a COMPE code, for the bank select (5 minutes). */
export const banksQueryOptions = () =>
  queryOptions({
    queryKey: bankAccountsKeys.banks,
    queryFn: async () => (await call(getAllBanks)).Data,
    staleTime: staleTimes.banks,
  });
