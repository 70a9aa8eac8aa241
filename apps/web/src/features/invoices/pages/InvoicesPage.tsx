import { useState } from 'react';
import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { GetAllInvoicesRequest } from '@clube/contract/invoices';
import { INVOICES_PAGE_SIZE } from '@clube/contract/invoices';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { invoicesQueryOptions } from '../api/invoicesQueryOptions';
import { emptyInvoiceFilters, InvoiceFilters, type InvoiceFilterValues } from '../components/InvoiceFilters';
import { invoiceColumns } from '../components/invoiceColumns';

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

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Faturas" backTo="/financial" />
      <Stack gap="md">
        <InvoiceFilters value={filters} onChange={changeFilters} onClear={() => changeFilters(emptyInvoiceFilters)} />
        <DataTable
          columns={invoiceColumns}
          rows={list.data?.invoices}
          rowKey={(i) => i.Id}
          minWidth={720}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
