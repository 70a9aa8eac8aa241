import { queryOptions } from '@tanstack/react-query';
import type { PaginationSettingsResponse } from '@clube/contract';
import { getAllStorages, StorageSort, type GetAllStoragesRequest, type Storage } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storagesKeys } from './queryKeys';

/** Spec part 2 section 9: storages are paged by 50. */
export const STORAGES_PAGE_SIZE = 50;

export interface StoragesPageData {
  storages: Storage[];
  pagination: PaginationSettingsResponse | null;
}

/** One page of the caller's storages, newest first (the order a new one is prepended in). */
export const storagesRequest = (page: number): GetAllStoragesRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: STORAGES_PAGE_SIZE },
  PaginationFilter: { Type: StorageSort.Id, OrderByDescending: true },
});

export const storagesQueryOptions = (page: number) => {
  const request = storagesRequest(page);
  return queryOptions({
    queryKey: storagesKeys.list(request),
    queryFn: async (): Promise<StoragesPageData> => {
      const res = await call(getAllStorages, { body: request });
      return { storages: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.marketplace,
  });
};
