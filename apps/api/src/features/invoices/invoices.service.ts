import type { DbOrTx } from '../../db/client';
import { randomToken } from '../../platform/tokens';
import * as repo from './invoice-lifecycle.repository';

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

/**
 * Issue: a Pendente invoice with a fresh unguessable payment token
 * (docs/payments.md#invoice-lifecycle-and-handlers).
 */
export async function createInvoice(db: DbOrTx, inv: NewInvoice) {
  return repo.insertInvoice(db, invoiceValues(inv));
}

/**
 * Creates the invoice of one billing period (a Mensalidade, a subscription renewal) unless that
 * period is already billed, whatever its status: answers undefined then. Jobs and payments may
 * race to bill the same period; the unique index decides (docs/plans.md#recurring-billing).
 */
export async function createPeriodInvoice(db: DbOrTx, inv: NewPeriodInvoice) {
  return repo.insertPeriodInvoice(db, { ...invoiceValues(inv), billingPeriod: inv.billingPeriod, userSubscriptionId: inv.userSubscriptionId ?? null });
}

/**
 * Issues many period invoices at once (a batch of subscription renewals, `createdAt` = the run's
 * time); a period already billed is skipped. Answers how many were created.
 */
export async function createPeriodInvoices(db: DbOrTx, invs: NewPeriodInvoice[], createdAt: Date): Promise<number> {
  return repo.insertPeriodInvoices(
    db,
    invs.map((inv) => ({ ...invoiceValues(inv), billingPeriod: inv.billingPeriod, userSubscriptionId: inv.userSubscriptionId ?? null, createdAt })),
  );
}

/** Issues, set-based, the period invoices a SELECT answers (billing's monthly fees): see insertPeriodInvoicesFrom. */
export const createPeriodInvoicesFrom = repo.insertPeriodInvoicesFrom;

function invoiceValues(inv: NewInvoice) {
  return {
    userId: inv.userId,
    type: inv.type,
    description: inv.description,
    valueCents: inv.valueCents,
    deliverValueCents: inv.deliverValueCents ?? 0,
    dueDate: inv.dueDate,
    token: randomToken(),
    planId: inv.planId ?? null,
  };
}
