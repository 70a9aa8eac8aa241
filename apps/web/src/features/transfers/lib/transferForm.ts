import { z } from 'zod';
import { MoneyInput, messages, reaisToCents } from '@clube/contract';

/** Spec section 5: user required; value required and at most the wallet amount. */
export function transferFormSchema(balance: number) {
  return z.object({
    ToUserId: z.string().min(1, messages.userRequired),
    Value: z.union([z.number(), z.literal('')]).superRefine((v, ctx) => {
      if (v === '') return void ctx.addIssue({ code: 'custom', message: messages.valueRequired });
      const money = MoneyInput.safeParse(v);
      if (!money.success) return void ctx.addIssue({ code: 'custom', message: money.error.issues[0]?.message ?? messages.valueRequired });
      if (reaisToCents(v) > reaisToCents(balance)) ctx.addIssue({ code: 'custom', message: messages.transferInsufficient });
    }),
  });
}
export type TransferFormValues = z.infer<ReturnType<typeof transferFormSchema>>;

/**
 * One idempotency key per intended transfer: a resubmission of the same recipient and value (after
 * a lost answer, say) reuses it, so the server moves the money once; anything else gets a new one.
 */
export function idempotencyKeys() {
  let last: { signature: string; key: string } | undefined;
  const fresh = () =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-web`;
  return {
    keyFor(toUserId: number, value: number): string {
      const signature = `${toUserId}:${reaisToCents(value)}`;
      if (last?.signature !== signature) last = { signature, key: fresh() };
      return last.key;
    },
    /** After a success the next transfer, even an identical one, is a new transfer. */
    done() {
      last = undefined;
    },
  };
}
