import { queryOptions } from '@tanstack/react-query';
import { getAllUnilevels, UnilevelStatus } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** The tables the bonification center may name: only active ones are accepted (first page of 50, by id). */
export const activeUnilevelsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.activeUnilevels,
    queryFn: async () => (await call(getAllUnilevels, { body: { Status: UnilevelStatus.Ativa, PaginationSettings: { Page: 1, RowsPerPage: 50 } } })).Data,
    staleTime: 0,
  });
