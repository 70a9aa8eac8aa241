import type { Db } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { cancelOrderOfInvoice } from './order-settlement';
import { expiredOrderInvoiceIds } from './orders.repository';

const BATCH = 500;

/**
 * Cancels the invoices of unpaid orders whose due day has passed (in São Paulo), each with its
 * order and its stock in a transaction of its own, so that one failure leaves the others done.
 * Idempotent (conditional updates): two instances running it at once cancel each invoice once.
 */
export async function cancelExpiredOrders(db: Db, now: Date = new Date()): Promise<{ cancelled: number }> {
  const today = dayInSaoPaulo(now);
  let cancelled = 0;
  let afterId = 0;
  for (;;) {
    const ids = await expiredOrderInvoiceIds(db, today, afterId, BATCH);
    for (const id of ids) {
      if (await db.transaction((tx) => cancelOrderOfInvoice(tx, id, null, now))) cancelled++;
    }
    if (ids.length < BATCH) return { cancelled };
    afterId = ids[ids.length - 1]!;
  }
}

/** Daily, early in the morning: order invoices are due 3 days after the order and cancelled the day after. */
export const orderInvoicesExpiryJob = (db: Db): DailyJob => ({
  name: 'order-invoices-expiry',
  hour: 0,
  minute: 30,
  run: () => cancelExpiredOrders(db),
});
