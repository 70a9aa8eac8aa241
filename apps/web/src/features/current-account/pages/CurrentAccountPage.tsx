import { lazy, Suspense, useState } from 'react';
import { Box, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { earningCategoryLabels } from '@clube/contract';
import { EARNINGS_PAGE_SIZE, type GetAllEarningsRequest } from '@clube/contract/current-account';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { walletQueryOptions } from '../../ledger';
import { earningsQueryOptions } from '../api/earningsQueryOptions';
import { CurrentAccountCards } from '../components/CurrentAccountCards';
import { earningColumns } from '../components/earningColumns';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { BALANCE_CHART_HEIGHT, balanceChartTexts } from '../lib/balanceChartTexts';

/** The balance chart comes with Recharts in a chunk of its own (docs/charts.md#current-account). */
const BalanceChart = lazy(() => import('../components/BalanceChart'));

const categoryOptions = [{ value: '', label: 'Todas' }, ...Object.entries(earningCategoryLabels).map(([value, label]) => ({ value, label }))];

const toRequest = (category: string, page: number): GetAllEarningsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: EARNINGS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
  Category: category === '' ? null : Number(category),
});

/** /financial/current-account: balance, total gains and the member's entries, by category. */
export default function CurrentAccountPage() {
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const wallet = useQuery(walletQueryOptions());
  const earnings = useQuery(earningsQueryOptions(toRequest(category, page)));
  // Ganho Total does not depend on the filter: keep showing it while another page loads.
  const [lastTotal, setLastTotal] = useState<number | undefined>(undefined);
  if (earnings.data && earnings.data.TotalGains !== lastTotal) setLastTotal(earnings.data.TotalGains);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Conta Corrente" backTo="/financial" />
      <Stack gap="md">
        <CurrentAccountCards balance={wallet.data?.Amount} totalGains={earnings.data?.TotalGains ?? lastTotal} />
        <Suspense fallback={<ChartFrame title={balanceChartTexts.title} height={BALANCE_CHART_HEIGHT} />}>
          <BalanceChart />
        </Suspense>
        <NativeSelect
          label="Categoria"
          data={categoryOptions}
          value={category}
          onChange={(e) => {
            setCategory(e.currentTarget.value);
            setPage(1);
          }}
          maw={360}
        />
        {/* The current account screen has no result count, unlike the other lists. */}
        <DataTable
          columns={earningColumns}
          rows={earnings.data?.Earnings}
          rowKey={(e, i) => `${e.Created}-${i}`}
          minWidth={480}
          loading={earnings.isPending}
          pagination={earnings.data?.pagination}
          page={page}
          onPageChange={setPage}
          withCount={false}
        />
      </Stack>
    </Box>
  );
}
