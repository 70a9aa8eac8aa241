import { useMutation } from '@tanstack/react-query';
import {
  adminPreviewFundPayout,
  adminPreviewProfitSharing,
  type FundPayoutRequest,
  type MoneyOperation,
  type ProfitSharingRequest,
} from '@clube/contract/bonuses';
import { call } from '../../../lib/api';
import type { BulkCreditRequest } from '../lib/moneyOperations';

/** Every credit the operation would post now, with its hash (nothing moves). */
export function usePreviewBulkCredit(operation: MoneyOperation) {
  return useMutation({
    mutationFn: async (body: BulkCreditRequest) =>
      operation === 'profitSharing'
        ? (await call(adminPreviewProfitSharing, { body: body as ProfitSharingRequest })).Data
        : (await call(adminPreviewFundPayout, { body: body as FundPayoutRequest })).Data,
  });
}
