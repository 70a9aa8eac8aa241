import { useState } from 'react';
import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { distributionCenterQueryOptions, STORAGES_URL } from '../../storages';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { productsQueryOptions } from '../api/productsQueryOptions';
import { ProductsFilterBar } from '../components/ProductsFilterBar';
import { productColumns } from '../components/productColumns';
import { DEFAULT_FILTER_KIND, toProductFilter } from '../lib/productListFilter';
import { MARKETPLACE_URL, NEW_PRODUCT_URL } from '../lib/urls';

const FILTER_DEBOUNCE_MS = 500;

/** /marketplace/products: the seller's products by status and one filter, 50 a page. */
export default function ProductsPage() {
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState(DEFAULT_FILTER_KIND);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedText] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const { filter, error } = toProductFilter(kind, debouncedText);
  const list = useQuery(productsQueryOptions({ page, status: status === '' ? null : Number(status), filter }));
  const dc = useQuery(distributionCenterQueryOptions());
  const hasDc = !!dc.data;
  const toPage1 =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title="Produtos"
        backTo={MARKETPLACE_URL}
        action={
          <Button component={Link} to={NEW_PRODUCT_URL} leftSection={<IconPlus size={16} />}>
            Novo Produto
          </Button>
        }
      />
      <Stack gap="md">
        {dc.isSuccess && !hasDc && (
          <Text size="sm" c="dimmed">
            Para cadastrar o estoque dos seus produtos,{' '}
            <Anchor component={Link} to={STORAGES_URL}>
              crie o seu Centro de Distribuição
            </Anchor>
            .
          </Text>
        )}
        <ProductsFilterBar
          status={status}
          kind={kind}
          text={text}
          error={error}
          onStatus={toPage1(setStatus)}
          onKind={toPage1(setKind)}
          onText={toPage1(setText)}
          onClear={() => {
            setStatus('');
            setKind(DEFAULT_FILTER_KIND);
            setText('');
            setPage(1);
          }}
        />
        <DataTable
          columns={productColumns(hasDc)}
          rows={list.data?.products}
          rowKey={(e) => e.Product.Id}
          minWidth={820}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
