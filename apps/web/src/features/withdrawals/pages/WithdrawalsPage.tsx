import { useState } from 'react';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { Withdrawal } from '@clube/contract/withdrawals';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { Pagination } from '../../../ui/Pagination';
import { ResultCount } from '../../../ui/ResultCount';
import { walletQueryOptions } from '../../ledger/api/walletQueryOptions';
import { withdrawalsQueryOptions } from '../api/withdrawalsQueryOptions';
import { CancelReasonModal } from '../components/CancelReasonModal';
import { RequestWithdrawalModal } from '../components/RequestWithdrawalModal';
import { WithdrawalCards } from '../components/WithdrawalCards';
import { WithdrawalsTable } from '../components/WithdrawalsTable';

/** /financial/withdrawals: balance, pending total, the member's withdrawals and the request modal. */
export default function WithdrawalsPage() {
  const [page, setPage] = useState(1);
  const [requesting, setRequesting] = useState(false);
  const [reasonOf, setReasonOf] = useState<Withdrawal | undefined>(undefined);
  const wallet = useQuery(walletQueryOptions());
  const list = useQuery(withdrawalsQueryOptions(page));
  const [lastPending, setLastPending] = useState<number | undefined>(undefined);
  if (list.data && list.data.PendingWithdrawalsValue !== lastPending) setLastPending(list.data.PendingWithdrawalsValue);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Saques" backTo="/financial" action={<Button onClick={() => setRequesting(true)}>{messages.requestWithdraw}</Button>} />
      <Stack gap="md">
        <WithdrawalCards available={wallet.data?.Amount} pending={list.data?.PendingWithdrawalsValue ?? lastPending} />
        <Paper withBorder p="md" radius="md">
          {list.isPending ? (
            <LoadingRing />
          ) : !list.data || list.data.Withdrawals.length === 0 ? (
            <EmptyState />
          ) : (
            <Stack gap="xs">
              <ResultCount count={list.data.pagination?.TotalRows ?? list.data.Withdrawals.length} />
              <WithdrawalsTable withdrawals={list.data.Withdrawals} onShowReason={setReasonOf} />
              <Pagination page={page} totalPages={list.data.pagination?.TotalPages ?? 1} onChange={setPage} />
            </Stack>
          )}
        </Paper>
      </Stack>
      <RequestWithdrawalModal opened={requesting} balance={wallet.data?.Amount ?? 0} onClose={() => setRequesting(false)} />
      <CancelReasonModal reason={reasonOf ? reasonOf.CancelReason : undefined} onClose={() => setReasonOf(undefined)} />
    </Box>
  );
}
