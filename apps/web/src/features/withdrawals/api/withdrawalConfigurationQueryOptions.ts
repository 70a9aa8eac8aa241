import { queryOptions } from '@tanstack/react-query';
import { getWithdrawalConfiguration } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { withdrawalsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The club's withdrawal rules (fee, minimum, active flag, weekday); the spec gives no cache age. */
export const withdrawalConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalsKeys.configuration,
    queryFn: async () => (await call(getWithdrawalConfiguration)).Data,
    staleTime: staleTimes.configuration,
  });
