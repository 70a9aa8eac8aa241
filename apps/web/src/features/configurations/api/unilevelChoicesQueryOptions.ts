import { queryOptions } from '@tanstack/react-query';
import { OfferStatus } from '@clube/contract';
import { getAllUnilevels } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { adminUnilevelsKeys } from './queryKeys';

/** The active unilevel tables a subscription may name (the first 50, by id; /configurations/subscriptions). */
export const unilevelChoicesQueryOptions = () =>
  queryOptions({
    queryKey: adminUnilevelsKeys.choices,
    queryFn: async () => (await call(getAllUnilevels, { body: { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: OfferStatus.Ativo } })).Data,
  });
