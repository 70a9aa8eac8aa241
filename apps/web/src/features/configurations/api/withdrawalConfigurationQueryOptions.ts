import { queryOptions } from '@tanstack/react-query';
import { getWithdrawalConfiguration } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** The withdrawal configuration as stored, read fresh: the console edits what is there now (docs/club.md#withdrawals). */
export const withdrawalConfigurationQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.withdrawal, queryFn: async () => (await call(getWithdrawalConfiguration)).Data, staleTime: 0 });
