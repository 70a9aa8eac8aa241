import { and, eq } from 'drizzle-orm';
import { UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';

/**
 * A paid Mensalidade brings an Inativo member back to Ativo (docs/plans.md#recurring-billing);
 * Pendente and Bloqueado members keep their status. Paid by the demonstration gateway, he comes
 * back as a sandbox activation: not active for ranks and bonuses (docs/payments.md). Answers
 * whether he was reactivated; the caller starts his new monthly cycle from today then.
 */
export async function reactivateOnMonthlyFeePaid(tx: DbOrTx, userId: number, invoiceId: number, now: Date, sandbox: boolean): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: UserStatus.Ativo, updatedAt: now, ...(sandbox ? { sandboxActivated: true } : {}) })
    .where(and(eq(users.id, userId), eq(users.status, UserStatus.Inativo)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await writeAudit(tx, null, { action: 'users.reactivated', target: `user:${userId}`, data: { invoiceId, sandbox } });
  return true;
}
