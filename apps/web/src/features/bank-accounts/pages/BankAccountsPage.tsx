import { useState } from 'react';
import { Box, Button, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { BANK_ACCOUNTS_PAGE_SIZE, bankAccountTypeLabels, type GetAllUserBankAccountsRequest } from '@clube/contract/bank-accounts';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { bankAccountsQueryOptions } from '../api/bankAccountsQueryOptions';
import { bankAccountColumns } from '../components/bankAccountColumns';
import { NEW_BANK_ACCOUNT_URL } from '../lib/urls';

const typeOptions = [{ value: '', label: 'Todas' }, ...Object.entries(bankAccountTypeLabels).map(([value, label]) => ({ value, label }))];

const toRequest = (type: string, page: number): GetAllUserBankAccountsRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: BANK_ACCOUNTS_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
  BankAccountType: type === '' ? null : Number(type),
});

/** /financial/bank-accounts: the member's bank accounts, by account type. */
export default function BankAccountsPage() {
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(bankAccountsQueryOptions(toRequest(type, page)));

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title="Contas Bancárias"
        backTo="/financial"
        action={
          <Button component={Link} to={NEW_BANK_ACCOUNT_URL} leftSection={<IconPlus size={16} />}>
            {messages.addBankAccount}
          </Button>
        }
      />
      <Stack gap="md">
        <NativeSelect
          label="Tipo de Conta"
          data={typeOptions}
          value={type}
          onChange={(e) => {
            setType(e.currentTarget.value);
            setPage(1);
          }}
          maw={260}
        />
        <DataTable
          columns={bankAccountColumns}
          rows={list.data?.accounts}
          rowKey={(a) => a.Id}
          minWidth={640}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
