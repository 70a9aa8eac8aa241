import { useState } from 'react';
import { Box } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages, UserType } from '@clube/contract';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { indicationsQueryOptions } from '../api/indicationsQueryOptions';
import { storeClientColumns } from '../components/networkColumns';

/** /network/store-clients: the clients who registered through the member's virtual store. */
export default function StoreClientsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...indicationsQueryOptions(UserType.UserStore, page), placeholderData: keepPreviousData });
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkStoreClients} backTo="/network" />
      <DataTable
        columns={storeClientColumns}
        rows={list.data?.users}
        rowKey={(c) => c.Id}
        minWidth={560}
        loading={list.isPending}
        pagination={list.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
    </Box>
  );
}
