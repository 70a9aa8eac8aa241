import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@clube/contract/bank-accounts';
import { receiptMessages } from '@clube/contract/receipts';
import type { CreateNewWithdrawnRequest } from '@clube/contract/withdrawals';
import { walletQueryOptions } from '../../ledger';
import { ReviewFigures, withdrawalReview } from '../../receipts';
import { LoadingRing } from '../../../ui/LoadingRing';
import { withdrawalConfigurationQueryOptions } from '../api/withdrawalConfigurationQueryOptions';

export type WithdrawalDraft = Pick<CreateNewWithdrawnRequest, 'UserBankAccountId' | 'Value'>;

/**
 * The withdrawal before it is asked for: value, fee, what reaches the bank, the bank account
 * (masked) and the balance after. The fee and the balance are read again as the review opens, so
 * that it shows what the API will post (docs/payments.md#review-before-money-moves).
 */
export function WithdrawalReview({
  draft,
  account,
  confirming,
  onBack,
  onConfirm,
}: {
  draft: WithdrawalDraft;
  account: BankAccount | undefined;
  confirming: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const config = useQuery({ ...withdrawalConfigurationQueryOptions(), staleTime: 0 });
  const wallet = useQuery({ ...walletQueryOptions(), staleTime: 0 });
  // Shown only once both answered afresh: a cached fee could be one the club has since changed.
  if (!config.data || !wallet.data || config.isFetching || wallet.isFetching) return <LoadingRing />;
  const lines = withdrawalReview({ value: draft.Value, fee: config.data.WithdrawTaxAmount, balance: wallet.data.Amount, account });
  return (
    <Stack>
      <ReviewFigures lines={lines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={confirming}>
          {receiptMessages.review.back}
        </Button>
        <Button onClick={onConfirm} loading={confirming}>
          {receiptMessages.review.confirmWithdrawal}
        </Button>
      </Group>
    </Stack>
  );
}
