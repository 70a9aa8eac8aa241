import type { Db, DbOrTx } from '../../db/client';
import { runRecordedJob } from '../../platform/job-runs';
import { dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { cancelOrderOfInvoice } from './order-settlement';
import { expiredOrderInvoiceIds } from './orders.repository';

const BATCH = 500;

/**
 * Cancels the invoices of unpaid orders whose due day has passed (in São Paulo), each with its
 * order and its stock in a transaction of its own (a savepoint when `db` is a transaction, as in
 * the daily job). Idempotent (conditional updates): two instances running it at once cancel each
 * invoice once.
 */
export async function cancelExpiredOrders(db: DbOrTx, now: Date = new Date()): Promise<{ cancelled: number }> {
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

/** One run at a time across API instances (docs/operations.md#jobs). */
export const ORDER_EXPIRY_LOCK = 7_140_021;

/**
 * Daily, early in the morning: order invoices are due 3 days after the order and cancelled the day
 * after. Recorded in job_runs; inside the job's locked transaction each order is cancelled in a
 * savepoint of its own.
 */
export const orderInvoicesExpiryJob = (db: Db): DailyJob => ({
  name: 'order-invoices-expiry',
  hour: 0,
  minute: 30,
  run: () => {
    const now = new Date();
    return runRecordedJob(db, { name: 'order-invoices-expiry', period: dayInSaoPaulo(now), lockKey: ORDER_EXPIRY_LOCK }, (tx) => cancelExpiredOrders(tx, now));
  },
});
