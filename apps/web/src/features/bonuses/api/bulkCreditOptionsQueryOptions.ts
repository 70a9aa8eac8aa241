import { queryOptions } from '@tanstack/react-query';
import { adminGetBulkCreditOptions } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import { adminMoneyKeys } from './queryKeys';

/** The career plan's ranks and the investment funds the forms offer, with how many members hold each. */
export const bulkCreditOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminMoneyKeys.options,
    queryFn: async () => (await call(adminGetBulkCreditOptions)).Data,
  });
