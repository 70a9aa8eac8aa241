import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { AdminProductEntry } from '@clube/contract/products';
import { DataTable } from '../../../ui/DataTable';
import { BulkActionButton, ConsolePage, pagedTable, SelectPageCheckbox, useRowSelection, useUrlFilters } from '../../admin';
import { adminProductsQueryOptions, adminProductsRequest } from '../api/adminProductsQueryOptions';
import { useAcceptProduct } from '../api/useAcceptProduct';
import { ProductQueueFilters } from '../components/ProductQueueFilters';
import { ProductReviewDrawer } from '../components/ProductReviewDrawer';
import { canAccept, productQueueColumns } from '../components/productQueueColumns';
import { officeStatusOf, PRODUCT_FILTER_KEYS } from '../lib/queueFilters';

const productId = (e: AdminProductEntry) => e.Product.Id;

/**
 * /configurations/products (Catalog): the members' products by OfficeStatus, Pendente first in the
 * order they were sent; review one in its drawer (Aceitar, Recusar, Solicitar alteração, history)
 * or accept the selected ones (docs/admin.md#products).
 */
export default function ProductsApprovalPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(PRODUCT_FILTER_KEYS);
  const officeStatus = officeStatusOf(filters.officeStatus);
  const list = useQuery(adminProductsQueryOptions(adminProductsRequest(officeStatus, filters.name, page)));

  const selection = useRowSelection(list.data?.rows, productId, canAccept);
  const [shown, setShown] = useState<AdminProductEntry | undefined>(undefined);
  const acceptInBulk = useAcceptProduct({ silent: true });

  const columns = productQueueColumns({ selection, details: setShown });

  return (
    <ConsolePage title="Produtos">
      <Stack gap="md">
        <ProductQueueFilters officeStatus={officeStatus} name={filters.name} onChange={selection.clearThen(setFilters)} />
        <Group gap="md">
          <SelectPageCheckbox selection={selection} />
          <BulkActionButton
            label="Aceitar"
            color="green"
            rows={selection.selected}
            confirmText={(n) =>
              n === 1
                ? 'Aceitar o produto selecionado? Ele aparece na loja quando tiver estoque.'
                : `Aceitar os ${n} produtos selecionados? Eles aparecem na loja quando tiverem estoque.`
            }
            successText={messages.productAccepted}
            describe={(e) => ({ key: e.Product.Id, label: `#${e.Product.Id} · ${e.Product.Name}` })}
            action={(e) => acceptInBulk.mutateAsync(e.Product.Id)}
            onDone={selection.clear}
          />
        </Group>
        <DataTable columns={columns} rowKey={(e) => e.Product.Id} minWidth={1000} {...pagedTable(list, page, selection.clearThen(setPage))} />
      </Stack>
      {/* The drawer keeps the entry as its own answers leave it (a refused one leaves the Pendente list). */}
      <ProductReviewDrawer entry={shown} onAnswered={setShown} onClose={() => setShown(undefined)} />
    </ConsolePage>
  );
}
