import { and, asc, eq, sql } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import { OrderStatus } from '@clube/contract/orders';
import type { Db, DbOrTx } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { runRecordedBatchJob } from '../../platform/job-runs';
import { dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { lockStocksOfOrders } from '../stocks';
import { cancelOrderOfInvoice } from './order-settlement';

/** Orders cancelled per transaction: no stock or invoice row stays locked longer than one batch. */
export const ORDER_EXPIRY_BATCH = 100;

export interface BatchOptions {
  /** Rows per transaction (tests use a small one). */
  batchSize?: number;
  /** Called after each batch has committed, with its index from 0 (tests interrupt a run there). */
  afterBatch?: (index: number) => void | Promise<void>;
}

/**
 * The next batch of expired unpaid orders (due day before `today` in São Paulo), by invoice id after
 * `afterId`, their invoices locked. An invoice locked by a payment under way is skipped: the
 * payment decides it (paid, or still open for the next run), and the job never waits for it.
 */
async function lockExpiredBatch(tx: DbOrTx, today: string, afterId: number, limit: number) {
  return tx
    .select({ invoiceId: invoices.id, orderId: orders.id })
    .from(orders)
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
    .where(
      and(
        eq(orders.status, OrderStatus.AguardandoPagamento),
        eq(invoices.status, InvoiceStatus.Pendente),
        sql`${invoices.dueDate} < ${today}::date`,
        sql`${invoices.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit)
    .for('update', { of: invoices, skipLocked: true });
}

/**
 * Cancels the invoices of unpaid orders whose due day has passed (in São Paulo), with their orders
 * and their stock, a batch of ORDER_EXPIRY_BATCH per transaction (a savepoint when `db` is a
 * transaction). The work is selected by state, so a run that stops midway leaves its committed
 * batches done and the next run cancels the rest; every cancellation is a conditional update, so
 * two runs at once, or a payment racing the run, end with each invoice either paid or cancelled,
 * once.
 */
export async function cancelExpiredOrders(db: DbOrTx, now: Date = new Date(), opts: BatchOptions = {}): Promise<{ cancelled: number }> {
  const size = opts.batchSize ?? ORDER_EXPIRY_BATCH;
  const today = dayInSaoPaulo(now);
  let cancelled = 0;
  let afterId = 0;
  for (let index = 0; ; index++) {
    const batch = await db.transaction(async (tx) => {
      const rows = await lockExpiredBatch(tx, today, afterId, size);
      // Their stock rows in id order first, as every stock writer takes them (no deadlock).
      await lockStocksOfOrders(
        tx,
        rows.map((r) => r.orderId),
      );
      let done = 0;
      for (const r of rows) if (await cancelOrderOfInvoice(tx, r.invoiceId, null, now)) done++;
      return { rows, done };
    });
    cancelled += batch.done;
    if (batch.rows.length > 0) await opts.afterBatch?.(index);
    if (batch.rows.length < size) return { cancelled };
    afterId = batch.rows[batch.rows.length - 1]!.invoiceId;
  }
}

/** One run at a time across API instances (docs/operations.md#jobs). */
export const ORDER_EXPIRY_LOCK = 7_140_021;

/**
 * Daily, early in the morning: order invoices are due 3 days after the order and cancelled the day
 * after. Recorded in job_runs; the run holds the job's lock, and each batch of orders is a
 * transaction of its own.
 */
export const orderInvoicesExpiryJob = (db: Db, opts: BatchOptions = {}): DailyJob => ({
  name: 'order-invoices-expiry',
  hour: 0,
  minute: 30,
  run: () => {
    const now = new Date();
    return runRecordedBatchJob(db, { name: 'order-invoices-expiry', period: dayInSaoPaulo(now), lockKey: ORDER_EXPIRY_LOCK }, (dbx) =>
      cancelExpiredOrders(dbx, now, opts),
    );
  },
});
