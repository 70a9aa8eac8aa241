import { and, eq, sql } from 'drizzle-orm';
import { InvoiceStatus, UserType } from '@clube/contract';
import { PushKind } from '@clube/contract/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { runRecordedJob } from '../../platform/job-runs';
import { notifyMembersOnce } from './office-notifications';

export const INVOICE_DUE_REMINDERS_LOCK = 7_140_050;
export const INVOICE_DUE_TITLE = 'Fatura vence amanhã';

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
export const invoiceDueMessage = (dueDate: string) => `Você tem fatura em aberto com vencimento em ${brDate(dueDate)}. Pague pelo escritório para não atrasar.`;

/**
 * The reminder of the invoices due tomorrow (docs/app.md#push-notifications): one notification per
 * due day, delivered to each member (type 2) with a Pendente invoice due that day, once, whatever
 * how often it runs (the unique member-notification pair). Answers how many members were reminded.
 */
export async function remindInvoicesDueTomorrow(tx: DbOrTx, today: string): Promise<{ reminded: number }> {
  const dueDate = addDays(today, 1);
  const message = invoiceDueMessage(dueDate);
  const [existing] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.kind, PushKind.InvoiceDueTomorrow), eq(notifications.message, message)))
    .limit(1);
  const members = sql`
    SELECT DISTINCT i.user_id FROM invoices i JOIN users u ON u.id = i.user_id
    WHERE i.status = ${InvoiceStatus.Pendente} AND i.due_date = ${dueDate}::date AND u.type = ${UserType.User}`;
  const [any] = rowsOf<{ found: boolean }>(await tx.execute(sql`SELECT EXISTS (${members}) AS found`));
  if (!any?.found) return { reminded: 0 };
  const { notified } = await notifyMembersOnce(
    tx,
    { notificationId: existing?.id ?? null, kind: PushKind.InvoiceDueTomorrow, title: INVOICE_DUE_TITLE, message },
    members,
  );
  return { reminded: notified };
}

/** Daily at 09:00 in São Paulo: a reminder on the phone at an hour people read it. Recorded in job_runs. */
export const invoiceDueRemindersJob = (db: Db): DailyJob => ({
  name: 'invoice-due-reminders',
  hour: 9,
  minute: 0,
  run: () => {
    const today = dayInSaoPaulo(new Date());
    return runRecordedJob(db, { name: 'invoice-due-reminders', period: today, lockKey: INVOICE_DUE_REMINDERS_LOCK }, (tx) =>
      remindInvoicesDueTomorrow(tx, today),
    );
  },
});
