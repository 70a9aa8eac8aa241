import { z } from 'zod';
import { messages, reaisToCents } from '@clube/contract';

export interface WithdrawalLimits {
  /** Reais. */
  minimum: number;
  fee: number;
  balance: number;
}

/** The spec's defaults before the configuration loads. */
export const DEFAULT_FEE = 5;
export const DEFAULT_MINIMUM = 0;

/** Spec section 5: bank account and value required, at least the minimum, value + fee within the wallet. */
export function withdrawalFormSchema({ minimum, fee, balance }: WithdrawalLimits) {
  return z.object({
    UserBankAccountId: z.string().min(1, messages.withdrawBankRequired),
    Value: z.union([z.number(), z.literal('')]).superRefine((v, ctx) => {
      if (v === '') return void ctx.addIssue({ code: 'custom', message: messages.withdrawValueRequired });
      const cents = reaisToCents(v);
      if (cents <= 0 || cents < reaisToCents(minimum)) return void ctx.addIssue({ code: 'custom', message: messages.withdrawMinimum });
      if (cents + reaisToCents(fee) > reaisToCents(balance)) ctx.addIssue({ code: 'custom', message: messages.withdrawUnavailable });
    }),
  });
}
export type WithdrawalFormValues = z.infer<ReturnType<typeof withdrawalFormSchema>>;

/** Value plus fee: what leaves the wallet (the minimum while nothing is typed). */
export function neededBalance(value: number | string, { minimum, fee }: WithdrawalLimits): number {
  const base = typeof value === 'number' && value > 0 ? value : minimum;
  return (reaisToCents(base) + reaisToCents(fee)) / 100;
}

/** Even the minimum plus the fee is more than the wallet holds. */
export const cannotAffordAny = ({ minimum, fee, balance }: WithdrawalLimits) =>
  reaisToCents(Math.max(minimum, 0.01)) + reaisToCents(fee) > reaisToCents(balance);
