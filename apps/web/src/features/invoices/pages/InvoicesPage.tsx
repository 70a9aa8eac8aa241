import { useState } from 'react';
import { Box, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { GetAllInvoicesRequest } from '@clube/contract/invoices';
import { INVOICES_PAGE_SIZE } from '@clube/contract/invoices';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { Pagination } from '../../../ui/Pagination';
import { ResultCount } from '../../../ui/ResultCount';
import { invoicesQueryOptions } from '../api/invoicesQueryOptions';
import { emptyInvoiceFilters, InvoiceFilters, type InvoiceFilterValues } from '../components/InvoiceFilters';
import { InvoicesTable } from '../components/InvoicesTable';

function toRequest(filters: InvoiceFilterValues, page: number): GetAllInvoicesRequest {
  return {
    PaginationSettings: { Page: page, RowsPerPage: INVOICES_PAGE_SIZE },
    PaginationFilter: { OrderByDescending: true },
    InvoiceStatus: filters.status === '' ? null : Number(filters.status),
    InvoiceType: filters.type === '' ? null : Number(filters.type),
  };
}

/** /financial/invoices: the member's invoices, filtered by status and type, 50 a page. */
export default function InvoicesPage() {
  const [filters, setFilters] = useState<InvoiceFilterValues>(emptyInvoiceFilters);
  const [page, setPage] = useState(1);
  const list = useQuery(invoicesQueryOptions(toRequest(filters, page)));

  // A new filter starts over at page 1, as does 'Limpar filtros'.
  const changeFilters = (next: InvoiceFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const pagination = list.data?.pagination;

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Faturas" backTo="/financial" />
      <Stack gap="md">
        <InvoiceFilters value={filters} onChange={changeFilters} onClear={() => changeFilters(emptyInvoiceFilters)} />
        <Paper withBorder p="md" radius="md">
          {list.isPending ? (
            <LoadingRing />
          ) : !list.data || list.data.invoices.length === 0 ? (
            <EmptyState />
          ) : (
            <Stack gap="xs">
              <ResultCount count={pagination?.TotalRows ?? list.data.invoices.length} />
              <InvoicesTable invoices={list.data.invoices} />
              <Pagination page={page} totalPages={pagination?.TotalPages ?? 1} onChange={setPage} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
