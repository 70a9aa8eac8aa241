import { useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import type { Stock } from '@clube/contract/stocks';
import { featuresQueryOptions, productQueryOptions, PRODUCTS_URL } from '../../products';
import { possibleStoragesQueryOptions } from '../../storages';
import { toastSuccess } from '../../../lib/notify';
import { DataTable } from '../../../ui/DataTable';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { productStocksQueryOptions } from '../api/productStocksQueryOptions';
import { useCreateStock } from '../api/useCreateStock';
import { useUpdateStock } from '../api/useUpdateStock';
import { StockFormModal } from '../components/StockFormModal';
import { stockColumns } from '../components/stockColumns';
import { toCreateStockBody, toUpdateStockBody, type StockFormValues } from '../lib/stockFormValues';

type ModalState = { stock?: Stock } | null;

/** /marketplace/products/stocks?id= : one product's stocks; a product that is not the seller's goes back to the list. */
export default function StocksPage() {
  const [params] = useSearchParams();
  const productId = Number(params.get('id'));
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const product = useQuery(productQueryOptions(productId));
  const found = !!product.data;
  const stocks = useQuery({ ...productStocksQueryOptions(productId), enabled: found });
  const storages = useQuery({ ...possibleStoragesQueryOptions(productId), enabled: found });
  const features = useQuery({ ...featuresQueryOptions(), enabled: found });
  const create = useCreateStock();
  const update = useUpdateStock();
  const [modal, setModal] = useState<ModalState>(null);

  if (!valid || product.isError || (product.isSuccess && !product.data) || stocks.isError) return <Navigate to={PRODUCTS_URL} replace />;
  if (!product.data) return <LoadingRing />;

  const save = (values: StockFormValues) => {
    // Spec part 2 section 4: the modal closes only after a success answer.
    const close = (message: string) => {
      toastSuccess(message);
      setModal(null);
    };
    if (modal?.stock) update.mutate(toUpdateStockBody(values, modal.stock.Id), { onSuccess: (res) => close(res.Message ?? messages.stockUpdated) });
    else create.mutate(toCreateStockBody(values, productId), { onSuccess: (res) => close(res.Message ?? messages.stockCreated) });
  };

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title="Estoques"
        backTo={PRODUCTS_URL}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({})}>
            Novo Estoque
          </Button>
        }
      />
      <Stack gap="md">
        <Text>
          Produto: <b>{product.data.Product.Name}</b> (ID {product.data.Product.Id})
        </Text>
        <DataTable columns={stockColumns((stock) => setModal({ stock }))} rows={stocks.data} rowKey={(s) => s.Id} minWidth={640} loading={stocks.isPending} />
      </Stack>
      <StockFormModal
        opened={modal !== null}
        onClose={() => setModal(null)}
        productId={productId}
        stock={modal?.stock}
        storages={storages.data}
        features={features.data}
        saving={create.isPending || update.isPending}
        onSave={save}
      />
    </Box>
  );
}
