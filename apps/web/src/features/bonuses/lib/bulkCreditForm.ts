import { z } from 'zod';
import { MoneyInput, messages } from '@clube/contract';
import type { MoneyOperation } from '@clube/contract/bonuses';
import type { BulkCreditRequest } from './moneyOperations';

/** The form of either operation: an amount, the ranks (profit sharing) or the fund (fund payout), a description. */
export const bulkCreditFormSchema = (operation: MoneyOperation) =>
  z.object({
    Amount: z.union([z.number(), z.literal('')]).superRefine((v, ctx) => {
      if (v === '') return void ctx.addIssue({ code: 'custom', message: messages.valueRequired });
      const money = MoneyInput.safeParse(v);
      if (!money.success) ctx.addIssue({ code: 'custom', message: money.error.issues[0]?.message ?? messages.valueRequired });
    }),
    RankIds: z.array(z.string()),
    FundId: operation === 'fundPayout' ? z.string().min(1, messages.bulkCreditFundRequired) : z.string(),
    Description: z.string().trim().min(3, messages.bulkCreditDescriptionRequired).max(200, messages.textTooLong),
  });
export type BulkCreditFormValues = z.infer<ReturnType<typeof bulkCreditFormSchema>>;

export const EMPTY_BULK_CREDIT_FORM: BulkCreditFormValues = { Amount: '', RankIds: [], FundId: '', Description: '' };

/** The preview call's body for the form's values. */
export function toBulkCreditRequest(operation: MoneyOperation, v: BulkCreditFormValues): BulkCreditRequest {
  const base = { Amount: Number(v.Amount), Description: v.Description.trim() };
  return operation === 'profitSharing' ? { ...base, RankIds: v.RankIds.map(Number) } : { ...base, FundId: Number(v.FundId) };
}
