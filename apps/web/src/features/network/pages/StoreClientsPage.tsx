import { useState } from 'react';
import { Box } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages, UserType } from '@clube/contract';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { indicationsQueryOptions } from '../api/indicationsQueryOptions';
import { ListPanel } from '../components/ListPanel';
import { StoreClientsTable } from '../components/StoreClientsTable';

/** /network/store-clients: the clients who registered through the member's virtual store. */
export default function StoreClientsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...indicationsQueryOptions(UserType.UserStore, page), placeholderData: keepPreviousData });
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkStoreClients} backTo="/network" />
      <ListPanel pending={list.isPending} rows={list.data?.users.length ?? 0} pagination={list.data?.pagination} page={page} onPage={setPage}>
        <StoreClientsTable clients={list.data?.users ?? []} />
      </ListPanel>
    </Box>
  );
}
