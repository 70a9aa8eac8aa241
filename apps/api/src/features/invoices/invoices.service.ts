import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { randomToken } from '../../platform/tokens';

export interface NewInvoice {
  userId: number;
  type: number;
  description: string;
  valueCents: number;
  deliverValueCents?: number;
  /** yyyy-MM-dd */
  dueDate: string;
  planId?: number | null;
}

/** Creates a Pendente invoice with a fresh unguessable payment token. */
export async function createInvoice(db: DbOrTx, inv: NewInvoice) {
  const [row] = await db
    .insert(invoices)
    .values({
      userId: inv.userId,
      type: inv.type,
      description: inv.description,
      valueCents: inv.valueCents,
      deliverValueCents: inv.deliverValueCents ?? 0,
      dueDate: inv.dueDate,
      status: 1,
      token: randomToken(),
      planId: inv.planId ?? null,
    })
    .returning();
  return row!;
}
