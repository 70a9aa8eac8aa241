import { sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { addDays } from '../../platform/dates';
import type { BillingSettings } from './billing.settings';
import { issueReactivationFees } from './monthly-fees';
import { notifyOverdueFees } from './overdue-notifications';

export type OverdueCounts = {
  cancelledMonthlyFees: number;
  cancelledSubscriptionInvoices: number;
  deactivated: number;
  reactivationFees: number;
  notified: number;
};

/**
 * The daily overdue run (docs/plans.md#recurring-billing), in the job's transaction:
 * 1. open Mensalidades and subscription invoices more than OverdueCancelDays past due are
 *    cancelled — except the open Mensalidade of an Inativo member, his way back;
 * 2. an Ativo member whose Mensalidade was cancelled becomes Inativo, unless a paid Mensalidade
 *    still covers today (access to a paid period is never cut); Pendente and Bloqueado members keep
 *    their status;
 * 3. each member made Inativo gets a fresh Mensalidade to pay, if none is open;
 * 4. members with a Mensalidade open more than OverdueInactiveDays past due are notified, once per fee.
 * Every step is a conditional, set-based statement: a second run finds nothing left to do.
 */
export async function handleOverdue(tx: DbOrTx, now: Date, today: string, settings: BillingSettings): Promise<OverdueCounts> {
  const cancelled = rowsOf<{ id: number; user_id: number; type: number }>(
    await tx.execute(sql`
      UPDATE invoices i SET status = ${InvoiceStatus.Cancelado}, cancelled_at = ${now.toISOString()}::timestamptz
      FROM users u
      WHERE u.id = i.user_id AND i.status = ${InvoiceStatus.Pendente}
        AND i.due_date < ${addDays(today, -settings.overdueCancelDays)}::date
        AND (i.type = ${InvoiceType.Assinatura}
             OR (i.type = ${InvoiceType.Mensalidade} AND i.user_subscription_id IS NULL AND u.status <> ${UserStatus.Inativo}))
      RETURNING i.id, i.user_id, i.type`),
  ).map((r) => ({ id: Number(r.id), userId: Number(r.user_id), type: Number(r.type) }));
  const fees = cancelled.filter((c) => c.type === InvoiceType.Mensalidade);
  if (cancelled.length > 0) {
    await tx.execute(sql`
      INSERT INTO audit_log (action, target, data)
      SELECT 'invoices.cancelled', 'invoice:' || c.id,
             jsonb_build_object('reason', 'overdue', 'overdueCancelDays', ${settings.overdueCancelDays}::int, 'userId', c.user_id, 'type', c.type)
      FROM unnest(${sql.param(cancelled.map((c) => c.id))}::int[], ${sql.param(cancelled.map((c) => c.userId))}::int[],
                  ${sql.param(cancelled.map((c) => c.type))}::int[]) AS c(id, user_id, type)`);
  }

  const deactivated = fees.length === 0 ? [] : await deactivateMembers(tx, now, today, fees);
  const reactivationFees = await issueReactivationFees(tx, today, deactivated);
  const notified = await notifyOverdueFees(tx, today, settings.overdueInactiveDays);
  return {
    cancelledMonthlyFees: fees.length,
    cancelledSubscriptionInvoices: cancelled.length - fees.length,
    deactivated: deactivated.length,
    reactivationFees,
    notified,
  };
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
