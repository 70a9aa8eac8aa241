import { z } from 'zod';
import { text } from '../common/text';

/** Withdrawal status: 1 Pendente (em análise) -> 2 Pago or 0 Cancelado (docs/club.md#withdrawals). */
export const WithdrawalStatus = { Cancelado: 0, Pendente: 1, Pago: 2 } as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export const withdrawalStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Cancelado', color: 'red' },
  1: { label: 'Pendente', color: 'yellow' },
  2: { label: 'Pago', color: 'green' },
};

/** One withdrawal as the member sees it; Value and Tax in reais. */
export const Withdrawal = z.object({
  Id: z.number().int(),
  Created: z.string(),
  Value: z.number(),
  Tax: z.number(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  CancelReason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** Path parameter of the operators' calls: a positive integer id. */
export const WithdrawalIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647),
});
