import { queryOptions } from '@tanstack/react-query';
import { withdrawnValidation } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { withdrawalsKeys } from './queryKeys';

/** May the member withdraw now? Always asked fresh: it depends on today, his balance and accounts. */
export const withdrawnValidationQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalsKeys.validation,
    queryFn: async () => (await call(withdrawnValidation)).Data,
    staleTime: 0,
  });
