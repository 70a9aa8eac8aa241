import { useState } from 'react';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { Pagination } from '../../../ui/Pagination';
import { ResultCount } from '../../../ui/ResultCount';
import { walletQueryOptions } from '../../ledger/api/walletQueryOptions';
import { transfersQueryOptions } from '../api/transfersQueryOptions';
import { TransferBalanceCard } from '../components/TransferBalanceCard';
import { TransfersTable } from '../components/TransfersTable';

/** /financial/transfers: the balance to transfer and the transfers sent and received. */
export default function TransfersPage() {
  const [page, setPage] = useState(1);
  const wallet = useQuery(walletQueryOptions());
  const list = useQuery(transfersQueryOptions(page));

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title="Transferências"
        backTo="/financial"
        action={
          <Button component={Link} to="/financial/transfers/new">
            {messages.transfer}
          </Button>
        }
      />
      <Stack gap="md">
        <TransferBalanceCard amount={wallet.data?.Amount} />
        <Paper withBorder p="md" radius="md">
          {list.isPending ? (
            <LoadingRing />
          ) : !list.data || list.data.transfers.length === 0 ? (
            <EmptyState />
          ) : (
            <Stack gap="xs">
              <ResultCount count={list.data.pagination?.TotalRows ?? list.data.transfers.length} />
              <TransfersTable transfers={list.data.transfers} />
              <Pagination page={page} totalPages={list.data.pagination?.TotalPages ?? 1} onChange={setPage} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
