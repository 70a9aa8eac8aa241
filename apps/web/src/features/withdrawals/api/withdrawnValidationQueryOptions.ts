import { queryOptions } from '@tanstack/react-query';
import { withdrawnValidation } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';

export const WITHDRAWN_VALIDATION_KEY = ['withdrawals', 'validation'] as const;

/** May the member withdraw now? Always asked fresh: it depends on today, his balance and accounts. */
export const withdrawnValidationQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAWN_VALIDATION_KEY,
    queryFn: async () => (await call(withdrawnValidation)).Data,
    staleTime: 0,
  });
