import { and, eq, sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import { addDays } from '../../platform/dates';

export const OVERDUE_NOTIFICATION_TITLE = 'Mensalidade vencida';

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** What identifies the notice of one due day, whatever the days configured when it was sent. */
const messagePrefix = (dueDate: string) => `Sua mensalidade com vencimento em ${brDate(dueDate)} `;
export const overdueNotificationMessage = (dueDate: string, days: number) =>
  `${messagePrefix(dueDate)}está vencida há mais de ${days} dias: pague para voltar a receber bônus.`;

/**
 * How long after a fee crosses the limit its notice may still be sent (jobs down for a while):
 * older open fees (an Inativo member's, kept open for his return) were notified back then.
 */
const NOTIFY_WINDOW_DAYS = 60;

/**
 * Notifies each member whose Mensalidade is open more than `days` days past due, once per fee: one
 * notification row per due day (the office's notifications, docs/plans.md#recurring-billing),
 * linked to each member with such a fee; the unique (member, notification) pair makes a second
 * run notify nobody again. Answers how many members were notified.
 */
export async function notifyOverdueFees(tx: DbOrTx, today: string, days: number): Promise<number> {
  const before = addDays(today, -days);
  const dueDates = rowsOf<{ due_date: string }>(
    await tx.execute(sql`
      SELECT DISTINCT to_char(i.due_date, 'YYYY-MM-DD') AS due_date FROM invoices i
      WHERE i.status = ${InvoiceStatus.Pendente} AND i.type = ${InvoiceType.Mensalidade} AND i.user_subscription_id IS NULL
        AND i.due_date < ${before}::date AND i.due_date >= ${addDays(before, -NOTIFY_WINDOW_DAYS)}::date
      ORDER BY 1`),
  ).map((r) => r.due_date);
  let notified = 0;
  for (const dueDate of dueDates) {
    const notificationId = await notificationOf(tx, dueDate, days);
    notified += rowsOf(
      await tx.execute(sql`
        INSERT INTO user_notifications (user_id, notification_id)
        SELECT DISTINCT i.user_id, ${notificationId}::int FROM invoices i
        WHERE i.status = ${InvoiceStatus.Pendente} AND i.type = ${InvoiceType.Mensalidade} AND i.user_subscription_id IS NULL
          AND i.due_date = ${dueDate}::date
        ORDER BY i.user_id
        ON CONFLICT (user_id, notification_id) DO NOTHING
        RETURNING 1`),
    ).length;
  }
  return notified;
}

/** The notification of a due day, created the first time (the job's lock keeps two from racing). */
async function notificationOf(tx: DbOrTx, dueDate: string, days: number): Promise<number> {
  const prefix = messagePrefix(dueDate);
  const [found] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.title, OVERDUE_NOTIFICATION_TITLE), sql`left(${notifications.message}, ${prefix.length}::int) = ${prefix}`))
    .orderBy(notifications.id)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(notifications)
    .values({ title: OVERDUE_NOTIFICATION_TITLE, message: overdueNotificationMessage(dueDate, days) })
    .returning({ id: notifications.id });
  return created!.id;
}
