import { useState } from 'react';
import { Box, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { walletQueryOptions } from '../../ledger';
import { transfersQueryOptions } from '../api/transfersQueryOptions';
import { TransferBalanceCard } from '../components/TransferBalanceCard';
import { transferColumns } from '../components/transferColumns';

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
        <DataTable
          columns={transferColumns}
          rows={list.data?.transfers}
          rowKey={(t) => t.Id}
          minWidth={520}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
