import { sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { addDays } from '../../platform/dates';
import type { BillingSettings } from './billing.settings';
import { issueReactivationFees } from './monthly-fees';
import { notifyOverdueFees } from './overdue-notifications';
import { expireInvoices } from '../invoices';

export type OverdueCounts = {
  cancelledMonthlyFees: number;
  cancelledSubscriptionInvoices: number;
  deactivated: number;
  reactivationFees: number;
  notified: number;
};

/** Members whose overdue invoices are cancelled per transaction (with their status and fresh fee). */
export const OVERDUE_BATCH = 500;

export interface OverdueBatchOptions {
  /** Members per transaction (tests use a small one). */
  batchSize?: number;
  /** Called after each batch has committed, with its index from 0 (tests interrupt a run there). */
  afterBatch?: (index: number) => void | Promise<void>;
}

/**
 * The daily overdue run (docs/plans.md#recurring-billing), in batches of OVERDUE_BATCH members, each
 * a transaction of its own (a savepoint when `db` is a transaction):
 * 1. open Mensalidades and subscription invoices more than OverdueCancelDays past due are
 *    cancelled — except the open Mensalidade of an Inativo member, his way back;
 * 2. an Ativo member whose Mensalidade was cancelled becomes Inativo, unless a paid Mensalidade
 *    still covers today (access to a paid period is never cut); Pendente and Bloqueado members keep
 *    their status;
 * 3. each member made Inativo gets a fresh Mensalidade to pay, if none is open;
 * then, once every batch is done,
 * 4. members with a Mensalidade open more than OverdueInactiveDays past due are notified, once per fee.
 * A batch takes all of its members' overdue invoices (a member is never split across two), and
 * skips an invoice a payment holds locked: the payment decides it (paid, or open for the next
 * run). Every step is a conditional, set-based statement selected by state: a run stopped midway
 * keeps its committed batches and the next run does the rest; a second run finds nothing to do.
 */
export async function handleOverdue(db: DbOrTx, now: Date, today: string, settings: BillingSettings, opts: OverdueBatchOptions = {}): Promise<OverdueCounts> {
  const size = opts.batchSize ?? OVERDUE_BATCH;
  const overdue = sql`i.status = ${InvoiceStatus.Pendente}
        AND i.due_date < ${addDays(today, -settings.overdueCancelDays)}::date
        AND (i.type = ${InvoiceType.Assinatura}
             OR (i.type = ${InvoiceType.Mensalidade} AND i.user_subscription_id IS NULL AND u.status <> ${UserStatus.Inativo}))`;
  const counts: OverdueCounts = { cancelledMonthlyFees: 0, cancelledSubscriptionInvoices: 0, deactivated: 0, reactivationFees: 0, notified: 0 };
  let afterUserId = 0;
  for (let index = 0; ; index++) {
    const batch = await db.transaction(async (tx) => {
      const members = rowsOf<{ user_id: number }>(
        await tx.execute(sql`
          SELECT DISTINCT i.user_id FROM invoices i JOIN users u ON u.id = i.user_id
          WHERE ${overdue} AND i.user_id > ${afterUserId}
          ORDER BY i.user_id LIMIT ${size}`),
      ).map((r) => Number(r.user_id));
      const cancelled = members.length === 0 ? [] : await cancelOverdueOf(tx, now, settings, overdue, members);
      const fees = cancelled.filter((c) => c.type === InvoiceType.Mensalidade);
      const deactivated = fees.length === 0 ? [] : await deactivateMembers(tx, now, today, fees);
      return {
        members,
        cancelled: cancelled.length,
        fees: fees.length,
        deactivated: deactivated.length,
        reactivationFees: await issueReactivationFees(tx, today, deactivated),
      };
    });
    counts.cancelledMonthlyFees += batch.fees;
    counts.cancelledSubscriptionInvoices += batch.cancelled - batch.fees;
    counts.deactivated += batch.deactivated;
    counts.reactivationFees += batch.reactivationFees;
    if (batch.members.length > 0) await opts.afterBatch?.(index);
    if (batch.members.length < size) break;
    afterUserId = batch.members[batch.members.length - 1]!;
  }
  counts.notified = await notifyOverdueFees(db, today, settings.overdueInactiveDays);
  return counts;
}

/**
 * Pendente -> Cancelado for the overdue invoices of `members`, audited. Their invoices are locked
 * first, in id order, skipping those a payment holds; the update is conditional on Pendente.
 */
async function cancelOverdueOf(tx: DbOrTx, now: Date, settings: BillingSettings, overdue: SQL, members: number[]) {
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`
      SELECT i.id FROM invoices i JOIN users u ON u.id = i.user_id
      WHERE ${overdue} AND i.user_id = ANY(${sql.param(members)}::int[])
      ORDER BY i.id FOR UPDATE OF i SKIP LOCKED`),
  ).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  // The invoices feature's guarded transition (docs/payments.md#invoice-lifecycle-and-handlers).
  const cancelled = await expireInvoices(tx, ids, now);
  if (cancelled.length > 0) {
    await tx.execute(sql`
      INSERT INTO audit_log (action, target, data)
      SELECT 'invoices.cancelled', 'invoice:' || c.id,
             jsonb_build_object('reason', 'overdue', 'overdueCancelDays', ${settings.overdueCancelDays}::int, 'userId', c.user_id, 'type', c.type)
      FROM unnest(${sql.param(cancelled.map((c) => c.id))}::int[], ${sql.param(cancelled.map((c) => c.userId))}::int[],
                  ${sql.param(cancelled.map((c) => c.type))}::int[]) AS c(id, user_id, type)`);
  }
  return cancelled;
}

/** Ativo -> Inativo for the members of the cancelled fees with no paid period covering today; audited. */
async function deactivateMembers(tx: DbOrTx, now: Date, today: string, fees: Array<{ id: number; userId: number }>): Promise<number[]> {
  const userIds = [...new Set(fees.map((f) => f.userId))].sort((a, b) => a - b);
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE users u SET status = ${UserStatus.Inativo}, updated_at = ${now.toISOString()}::timestamptz
      WHERE u.id = ANY(${sql.param(userIds)}::int[]) AND u.status = ${UserStatus.Ativo}
        AND NOT EXISTS (
          SELECT 1 FROM invoices p
          WHERE p.user_id = u.id AND p.type = ${InvoiceType.Mensalidade} AND p.status = ${InvoiceStatus.Pago} AND p.user_subscription_id IS NULL
            AND (coalesce(p.billing_period, p.due_date) + interval '1 month')::date > ${today}::date)
      RETURNING u.id`),
  ).map((r) => Number(r.id));
  if (ids.length > 0) {
    await tx.execute(sql`
      INSERT INTO audit_log (action, target, data)
      SELECT 'users.deactivated', 'user:' || f.user_id, jsonb_build_object('reason', 'overdue', 'invoiceIds', array_agg(f.id ORDER BY f.id))
      FROM unnest(${sql.param(fees.map((f) => f.id))}::int[], ${sql.param(fees.map((f) => f.userId))}::int[]) AS f(id, user_id)
      WHERE f.user_id = ANY(${sql.param(ids)}::int[])
      GROUP BY f.user_id`);
  }
  return ids;
}
