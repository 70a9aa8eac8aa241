import { useState } from 'react';
import { Box } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { secondaryAccountsQueryOptions } from '../api/secondaryAccountsQueryOptions';
import { AccountLinkRequests } from '../components/AccountLinkRequests';
import { secondaryAccountColumns } from '../components/networkColumns';

/**
 * /network/secondary-accounts ('Minhas Contas'): the member's linked accounts, and above them the
 * new accounts of his CPF/CNPJ waiting for his answer (docs/accounts.md#linked-accounts).
 */
export default function SecondaryAccountsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...secondaryAccountsQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkMyAccounts} backTo="/network" />
      <AccountLinkRequests />
      <DataTable
        columns={secondaryAccountColumns}
        rows={list.data?.accounts}
        rowKey={(a) => a.Id}
        minWidth={620}
        loading={list.isPending}
        pagination={list.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
    </Box>
  );
}
