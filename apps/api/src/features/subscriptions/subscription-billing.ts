import { InvoiceType, messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import type { invoices } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { createPeriodInvoices, type InvoiceTypeHandler } from '../invoices';
import { periodOf } from './subscription-periods';
import * as repo from './subscriptions.repository';

type PaidInvoice = Pick<typeof invoices.$inferSelect, 'userId' | 'type' | 'billingPeriod' | 'userSubscriptionId'>;

/**
 * A paid invoice type 6 pays its period: paid through the period's last day, next bill from the
 * period after it (docs/plans.md#subscriptions). Runs inside the payment's transaction.
 */
export async function onSubscriptionInvoicePaid(tx: DbOrTx, invoice: PaidInvoice, _now: Date = new Date()): Promise<void> {
  if (invoice.type !== InvoiceType.Assinatura || invoice.userSubscriptionId === null || invoice.billingPeriod === null) return;
  const found = await repo.findWithSubscription(tx, invoice.userSubscriptionId, invoice.userId);
  if (!found) return;
  const period = periodOf(found.us.startedOn, invoice.billingPeriod, found.frequencyType);
  await repo.extendPaidPeriod(tx, found.us.id, period.end, period.next);
}

/**
 * Assinatura, in the invoices feature's lifecycle (docs/payments.md#invoice-lifecycle-and-handlers,
 * docs/plans.md#subscriptions): paid, it pays its period; cancelled while pending (overdue, or with
 * the subscription), the subscription stays as it is (unpaid); cancelled once paid, PaidThrough
 * keeps its day.
 */
export const subscriptionInvoiceHandler: InvoiceTypeHandler = {
  settle: async (tx, invoice, ctx) => ({ members: [], apply: () => onSubscriptionInvoicePaid(tx, invoice, ctx.now) }),
  cancelPending: async () => undefined,
  cancelPaid: async () => ({ members: [], apply: async () => undefined }),
};

/** Subscriptions renewed per transaction: a batch's shared locks are held only that long. */
const RENEWAL_BATCH = 500;

/** dd/MM/yyyy of a yyyy-MM-dd day, for invoice descriptions. */
const brDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Bills every live subscription whose next period starts within `daysAhead` days (São Paulo
 * calendar): one invoice type 6 for FrequencyPrice, due on the period's first day, with the period
 * as billing_period. A subscription no longer offered still renews for those who hold it.
 * Idempotent: a period already billed (paid, open or cancelled) is never billed again, and racing
 * runs are settled by the invoices' unique billing-period index. A free period (FrequencyPrice 0)
 * is granted at once. Answers what it did (docs/plans.md#subscriptions).
 */
export async function issueSubscriptionRenewals(db: DbOrTx, now: Date, daysAhead: number): Promise<{ issued: number; granted: number }> {
  const horizon = addDays(dayInSaoPaulo(now), daysAhead);
  let afterId = 0;
  let issued = 0;
  let granted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await repo.renewalCandidates(tx, horizon, afterId, RENEWAL_BATCH);
      const billed = due.filter((c) => c.frequencyPriceCents > 0);
      issued += await createPeriodInvoices(
        tx,
        billed.map((c) => ({
          userId: c.userId,
          type: InvoiceType.Assinatura,
          description: messages.subscriptionRenewalDescription(c.name, brDay(c.nextPeriodStart)),
          valueCents: c.frequencyPriceCents,
          dueDate: c.nextPeriodStart,
          billingPeriod: c.nextPeriodStart,
          userSubscriptionId: c.id,
        })),
        now,
      );
      for (const c of due.filter((d) => d.frequencyPriceCents <= 0)) {
        const period = periodOf(c.startedOn, c.nextPeriodStart, c.frequencyType);
        await repo.extendPaidPeriod(tx, c.id, period.end, period.next);
        granted++;
      }
      return due;
    });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < RENEWAL_BATCH) break;
  }
  return { issued, granted };
}
