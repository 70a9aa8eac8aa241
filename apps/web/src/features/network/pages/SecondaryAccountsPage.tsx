import { useState } from 'react';
import { Box } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { secondaryAccountsQueryOptions } from '../api/secondaryAccountsQueryOptions';
import { ListPanel } from '../components/ListPanel';
import { SecondaryAccountsTable } from '../components/SecondaryAccountsTable';

/** /network/secondary-accounts ('Minhas Contas'): the member's other accounts with his CPF. */
export default function SecondaryAccountsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...secondaryAccountsQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkMyAccounts} backTo="/network" />
      <ListPanel pending={list.isPending} rows={list.data?.accounts.length ?? 0} pagination={list.data?.pagination} page={page} onPage={setPage}>
        <SecondaryAccountsTable accounts={list.data?.accounts ?? []} />
      </ListPanel>
    </Box>
  );
}
