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

export interface NewPeriodInvoice extends NewInvoice {
  /** yyyy-MM-dd: the first day of the period billed. */
  billingPeriod: string;
  userSubscriptionId?: number | null;
}

/** Creates a Pendente invoice with a fresh unguessable payment token. */
export async function createInvoice(db: DbOrTx, inv: NewInvoice) {
  const [row] = await db.insert(invoices).values(invoiceValues(inv)).returning();
  return row!;
}

/**
 * Creates the invoice of one billing period (a Mensalidade, a subscription renewal) unless that
 * period is already billed, whatever its status: answers undefined then. Jobs and payments may
 * race to bill the same period; the unique index decides (docs/plans.md#recurring-billing).
 */
export async function createPeriodInvoice(db: DbOrTx, inv: NewPeriodInvoice) {
  const [row] = await db
    .insert(invoices)
    .values({ ...invoiceValues(inv), billingPeriod: inv.billingPeriod, userSubscriptionId: inv.userSubscriptionId ?? null })
    .onConflictDoNothing()
    .returning();
  return row;
}

function invoiceValues(inv: NewInvoice) {
  return {
      userId: inv.userId,
      type: inv.type,
      description: inv.description,
      valueCents: inv.valueCents,
      deliverValueCents: inv.deliverValueCents ?? 0,
      dueDate: inv.dueDate,
      status: 1,
      token: randomToken(),
      planId: inv.planId ?? null,
  };
}
