import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OfferStatus } from '@clube/contract';
import { useUrlFilters } from './useUrlFilters';
import type { OfferListQueryOptions, OfferListRequest } from '../api/offerListQueryOptions';

const FILTER_KEYS = ['name', 'status'] as const;
export const OFFERS_PAGE_SIZE = 50;

/** '' all, '1' active, '0' inactive: the status filter as the URL keeps it. */
export const statusFilterOptions = [
  { value: '', label: 'Todos' },
  { value: String(OfferStatus.Ativo), label: 'Ativos' },
  { value: String(OfferStatus.Inativo), label: 'Inativos' },
];

/**
 * A catalog list (docs/admin.md#console-lists): its filters and page kept in the URL, the request
 * they make, and the page of 50 it answers.
 */
export function useOfferList<Row>(options: OfferListQueryOptions<Row>) {
  const { filters, page, setFilters, setPage } = useUrlFilters(FILTER_KEYS);
  const request = useMemo<OfferListRequest>(
    () => ({
      PaginationSettings: { Page: page, RowsPerPage: OFFERS_PAGE_SIZE },
      Status: filters.status === '1' ? OfferStatus.Ativo : filters.status === '0' ? OfferStatus.Inativo : null,
      Name: filters.name || null,
    }),
    [filters.name, filters.status, page],
  );
  const query = useQuery(options(request));
  return { filters, setFilters, page, setPage, query };
}
