import type { QueryClient } from '@tanstack/react-query';
import type { Storage } from '@clube/contract/storages';
import { storagesKeys } from './queryKeys';
import type { StoragesPageData } from './storagesQueryOptions';

const isFirstPage = (key: readonly unknown[]) => (key[2] as { PaginationSettings?: { Page?: number } } | undefined)?.PaginationSettings?.Page === 1;

/** Spec part 2 section 4: a created storage goes first on page 1; the other pages shift, so they refetch when shown. */
export function prependStorage(qc: QueryClient, created: Storage) {
  for (const [key, data] of qc.getQueriesData<StoragesPageData>({ queryKey: storagesKeys.lists })) {
    if (!data || !isFirstPage(key)) continue;
    const pagination = data.pagination ? { ...data.pagination, TotalRows: data.pagination.TotalRows + 1 } : null;
    qc.setQueryData<StoragesPageData>(key, { storages: [created, ...data.storages.filter((s) => s.Id !== created.Id)], pagination });
  }
  void qc.invalidateQueries({ queryKey: storagesKeys.lists, refetchType: 'none' });
  void qc.invalidateQueries({ queryKey: storagesKeys.possible });
}

/** An updated storage replaces the one with its Id wherever it is shown. */
export function replaceStorage(qc: QueryClient, updated: Storage) {
  for (const [key, data] of qc.getQueriesData<StoragesPageData>({ queryKey: storagesKeys.lists })) {
    if (data) qc.setQueryData<StoragesPageData>(key, { ...data, storages: data.storages.map((s) => (s.Id === updated.Id ? updated : s)) });
  }
  void qc.invalidateQueries({ queryKey: storagesKeys.possible });
}
