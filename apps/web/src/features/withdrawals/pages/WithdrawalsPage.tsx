import { useMemo, useState } from 'react';
import { Box, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { Withdrawal } from '@clube/contract/withdrawals';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { walletQueryOptions } from '../../ledger';
import { withdrawalsQueryOptions } from '../api/withdrawalsQueryOptions';
import { CancelReasonModal } from '../components/CancelReasonModal';
import { RequestWithdrawalModal } from '../components/RequestWithdrawalModal';
import { WithdrawalCards } from '../components/WithdrawalCards';
import { withdrawalColumns } from '../components/withdrawalColumns';

/** /financial/withdrawals: balance, pending total, the member's withdrawals and the request modal. */
export default function WithdrawalsPage() {
  const [page, setPage] = useState(1);
  const [requesting, setRequesting] = useState(false);
  const [reasonOf, setReasonOf] = useState<Withdrawal | undefined>(undefined);
  const columns = useMemo(() => withdrawalColumns(setReasonOf), []);
  const wallet = useQuery(walletQueryOptions());
  const list = useQuery(withdrawalsQueryOptions(page));
  const [lastPending, setLastPending] = useState<number | undefined>(undefined);
  if (list.data && list.data.PendingWithdrawalsValue !== lastPending) setLastPending(list.data.PendingWithdrawalsValue);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Saques" backTo="/financial" action={<Button onClick={() => setRequesting(true)}>{messages.requestWithdraw}</Button>} />
      <Stack gap="md">
        <WithdrawalCards available={wallet.data?.Amount} pending={list.data?.PendingWithdrawalsValue ?? lastPending} />
        <DataTable
          columns={columns}
          rows={list.data?.Withdrawals}
          rowKey={(w) => w.Id}
          minWidth={560}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <RequestWithdrawalModal opened={requesting} balance={wallet.data?.Amount ?? 0} onClose={() => setRequesting(false)} />
      <CancelReasonModal reason={reasonOf ? reasonOf.CancelReason : undefined} onClose={() => setReasonOf(undefined)} />
    </Box>
  );
}
