import { queryOptions } from '@tanstack/react-query';
import { OfferStatus } from '@clube/contract';
import { adminGetAllFunds } from '@clube/contract/quotas';
import { call } from '../../../lib/api';
import { adminFundsKeys } from './queryKeys';

/** The active funds a rank's quota prize may name (the first 50, by id; /configurations/career-plan). */
export const fundChoicesQueryOptions = () =>
  queryOptions({
    queryKey: adminFundsKeys.choices,
    queryFn: async () => (await call(adminGetAllFunds, { body: { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: OfferStatus.Ativo } })).Data,
  });
