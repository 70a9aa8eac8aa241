import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconCoins, IconWallet } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../ui/DataTable';
import { MoneyCard } from '../../../ui/MoneyCard';
import { earningColumns } from '../../current-account';
import { memberEarningsQueryOptions } from '../api/memberEarningsQueryOptions';

/** 'Carteira e Lançamentos': the balance, Ganho Total and the current account's entries, 50 a page. */
export function MemberWalletSection({ memberId, balance }: { memberId: number; balance: number }) {
  const [page, setPage] = useState(1);
  const entries = useQuery({ ...memberEarningsQueryOptions(memberId, page), placeholderData: keepPreviousData });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyCard label="Saldo" value={balance} icon={<IconWallet size={16} />} />
        <MoneyCard label="Ganho Total" value={entries.data?.totalGains} icon={<IconCoins size={16} />} />
      </SimpleGrid>
      <DataTable
        columns={earningColumns}
        rows={entries.data?.earnings}
        rowKey={(_, i) => `${page}-${i}`}
        minWidth={560}
        loading={entries.isPending}
        pagination={entries.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
