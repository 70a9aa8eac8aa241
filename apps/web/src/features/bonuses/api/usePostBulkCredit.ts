import { useMutation } from '@tanstack/react-query';
import { adminPostFundPayout, adminPostProfitSharing, type FundPayoutRequest, type MoneyOperation, type ProfitSharingRequest } from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import type { BulkCreditRequest } from '../lib/moneyOperations';
import { useInvalidateMoney } from './useInvalidateMoney';

/**
 * Posts what was previewed (the hash goes with it). Above the bonification center's
 * SecondApprovalAbove the answer is an approval request (ApprovalId) and nothing moved.
 */
export function usePostBulkCredit(operation: MoneyOperation) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: BulkCreditRequest & { PreviewHash: string }) =>
      operation === 'profitSharing'
        ? call(adminPostProfitSharing, { body: body as ProfitSharingRequest & { PreviewHash: string } })
        : call(adminPostFundPayout, { body: body as FundPayoutRequest & { PreviewHash: string } }),
    onSettled: invalidate,
  });
}
