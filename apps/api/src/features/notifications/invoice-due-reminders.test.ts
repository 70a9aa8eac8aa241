import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { InvoiceType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { invoices, jobRuns } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { createInvoice } from '../invoices';
import { invoiceDueRemindersJob, remindInvoicesDueTomorrow } from './invoice-due-reminders';

/** docs/app.md#push-notifications: 'Fatura vence amanhã', once per member and due day. */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const today = dayInSaoPaulo();
const panelOf = async (u: Row) =>
  (await t.client(t.token(u)).get('/api/users/notifications/getAllUserNotifications')).json().Data as Array<{
    Notification: { Title: string; Message: string };
  }>;

async function invoiceOf(u: Row, dueDate: string, status = 1) {
  const inv = await createInvoice(db(), { userId: u.id, type: InvoiceType.Mensalidade, description: 'Mensalidade', valueCents: 9_990, dueDate });
  if (status !== 1) await db().update(invoices).set({ status }).where(eq(invoices.id, inv.id));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the invoice-due-reminders job', () => {
  it('reminds each member with an open invoice due tomorrow once, whatever how often it runs, and no one else', async () => {
    const ana = await insertMember(db(), { username: 'ana' });
    const bia = await insertMember(db(), { username: 'bia' });
    const caio = await insertMember(db(), { username: 'caio' });
    const duda = await insertMember(db(), { username: 'duda' });
    const tomorrow = addDays(today, 1);
    await invoiceOf(ana, tomorrow);
    await invoiceOf(ana, tomorrow); // two invoices, one reminder
    await invoiceOf(bia, tomorrow);
    await invoiceOf(caio, tomorrow, 2); // paid already
    await invoiceOf(duda, addDays(today, 2)); // not tomorrow

    expect(await db().transaction((tx) => remindInvoicesDueTomorrow(tx, today))).toEqual({ reminded: 2 });
    expect(await db().transaction((tx) => remindInvoicesDueTomorrow(tx, today))).toEqual({ reminded: 0 });

    const message = `Você tem fatura em aberto com vencimento em ${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)}. Pague pelo escritório para não atrasar.`;
    for (const u of [ana, bia]) {
      const reminders = (await panelOf(u)).filter((n) => n.Notification.Title === 'Fatura vence amanhã');
      expect(reminders).toEqual([expect.objectContaining({ Notification: expect.objectContaining({ Message: message }) })]);
    }
    for (const u of [caio, duda]) expect(await panelOf(u)).toEqual([]);
  });

  it('runs as a recorded daily job', async () => {
    const job = invoiceDueRemindersJob(db());
    expect(job).toMatchObject({ name: 'invoice-due-reminders', hour: 9, minute: 0 });
    await job.run();
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.job, 'invoice-due-reminders'));
    expect(run).toMatchObject({ period: today, status: 'succeeded', counts: { reminded: 0 } });
  });
});
