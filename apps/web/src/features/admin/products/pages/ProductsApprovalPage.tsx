import { useMemo, useState } from 'react';
import { Checkbox, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { AdminProductEntry } from '@clube/contract/products';
import { DataTable } from '../../../../ui/DataTable';
import { BulkActionButton } from '../../components/BulkActionButton';
import { ConsolePage } from '../../components/ConsolePage';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { adminProductsQueryOptions, adminProductsRequest } from '../api/adminProductsQueryOptions';
import { useAcceptProduct } from '../api/useAcceptProduct';
import { ProductQueueFilters } from '../components/ProductQueueFilters';
import { ProductReviewDrawer } from '../components/ProductReviewDrawer';
import { canAccept, productQueueColumns } from '../components/productQueueColumns';
import { officeStatusOf, PRODUCT_FILTER_KEYS } from '../lib/queueFilters';

/**
 * /configurations/products (Catalog): the members' products by OfficeStatus, Pendente first in the
 * order they were sent; review one in its drawer (Aceitar, Recusar, Solicitar alteração, history)
 * or accept the selected ones (docs/admin.md#products).
 */
export default function ProductsApprovalPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(PRODUCT_FILTER_KEYS);
  const officeStatus = officeStatusOf(filters.officeStatus);
  const list = useQuery(adminProductsQueryOptions(adminProductsRequest(officeStatus, filters.name, page)));
  const rows = list.data?.rows;

  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState<AdminProductEntry | undefined>(undefined);
  const acceptInBulk = useAcceptProduct({ silent: true });

  const selectable = useMemo(() => (rows ?? []).filter(canAccept), [rows]);
  const selected = selectable.filter((e) => selectedIds.has(e.Product.Id));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = (e: AdminProductEntry) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(e.Product.Id)) next.add(e.Product.Id);
      return next;
    });
  const columns = productQueueColumns({ isSelected: (e) => selectedIds.has(e.Product.Id), toggle, details: setShown });

  return (
    <ConsolePage title="Produtos">
      <Stack gap="md">
        <ProductQueueFilters
          officeStatus={officeStatus}
          name={filters.name}
          onChange={(changes) => {
            setSelectedIds(new Set());
            setFilters(changes);
          }}
        />
        <Group gap="md">
          <Checkbox
            label="Selecionar todos da página"
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            disabled={selectable.length === 0}
            onChange={() => setSelectedIds(allSelected ? new Set() : new Set(selectable.map((e) => e.Product.Id)))}
          />
          <BulkActionButton
            label="Aceitar"
            color="green"
            rows={selected}
            confirmText={(n) => (n === 1 ? 'Aceitar o produto selecionado? Ele aparece na loja quando tiver estoque.' : `Aceitar os ${n} produtos selecionados? Eles aparecem na loja quando tiverem estoque.`)}
            successText={messages.productAccepted}
            describe={(e) => ({ key: e.Product.Id, label: `#${e.Product.Id} · ${e.Product.Name}` })}
            action={(e) => acceptInBulk.mutateAsync(e.Product.Id)}
            onDone={() => setSelectedIds(new Set())}
          />
        </Group>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(e) => e.Product.Id}
          minWidth={1000}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={(p) => {
            setSelectedIds(new Set());
            setPage(p);
          }}
        />
      </Stack>
      {/* The drawer keeps the entry as its own answers leave it (a refused one leaves the Pendente list). */}
      <ProductReviewDrawer entry={shown} onAnswered={setShown} onClose={() => setShown(undefined)} />
    </ConsolePage>
  );
}
