import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices } from '../../db/schema';
import { errorMessage } from '../../platform/job-runs';
import { payInvoiceWithBalance } from '../payments';
import { at, feesOf, insertFee, insertFeePlan, insertPlanMember, runsOf } from './billing.fixtures';
import { BILLING_JOBS, runBillingJobs } from './index';

let t: TestApp;
const db = () => t.database.db;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TODAY = '2026-03-15';
const invoiceCount = async () => Number((await db().select({ n: count() }).from(invoices))[0]!.n);
const periods = async (userId: number) => (await feesOf(db(), userId)).map((f) => `${f.billingPeriod ?? f.dueDate}:${f.status}`);

describe(`monthly fees job (${TEST_DB})`, () => {
  it('issues the next fee of each Ativo member whose period starts within 5 days, once, and repairs members never billed', async () => {
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    const free = await insertFeePlan(db(), 'Gratuito', 0);
    const ana = await insertPlanMember(db(), { username: 'ana', planId: plan.id });
    await insertFee(db(), { userId: ana.id, period: '2026-02-18', planId: plan.id, status: InvoiceStatus.Pago });
    const bia = await insertPlanMember(db(), { username: 'bia', planId: plan.id });
    await insertFee(db(), { userId: bia.id, period: '2026-02-25', planId: plan.id, status: InvoiceStatus.Pago });
    // Never billed, activated long ago: billed from today, never for a period in the past.
    const caio = await insertPlanMember(db(), { username: 'caio', planId: plan.id, activatedOn: new Date('2025-12-01T15:00:00Z') });
    // Activated two weeks ago: his first fee is one month after, not yet.
    const dani = await insertPlanMember(db(), { username: 'dani', planId: plan.id, activatedOn: new Date('2026-03-01T15:00:00Z') });
    // Still owes February: March is billed anyway.
    const gil = await insertPlanMember(db(), { username: 'gil', planId: plan.id });
    await insertFee(db(), { userId: gil.id, period: '2026-02-16', planId: plan.id });
    // A fee issued before billing periods existed counts by its due day.
    const leo = await insertPlanMember(db(), { username: 'leo', planId: plan.id });
    await insertFee(db(), { userId: leo.id, period: '2026-02-20', planId: plan.id, status: InvoiceStatus.Pago, legacy: true });
    // Not billed: Inativo, Pendente, Bloqueado, a plan without a monthly fee.
    const others = [];
    for (const [username, status] of [
      ['eva', UserStatus.Inativo],
      ['ian', UserStatus.Pendente],
      ['joe', UserStatus.Bloqueado],
    ] as const) {
      const m = await insertPlanMember(db(), { username, planId: plan.id, status });
      await insertFee(db(), { userId: m.id, period: '2026-02-18', planId: plan.id, status: InvoiceStatus.Pago });
      others.push(m);
    }
    others.push(await insertPlanMember(db(), { username: 'fabio', planId: free.id }));

    const before = await invoiceCount();
    const first = await runBillingJobs(db(), at(TODAY));
    expect(first.monthlyFees).toMatchObject({ status: 'succeeded', counts: { issued: 4 } });
    expect(await invoiceCount()).toBe(before + 4);
    expect(await periods(ana.id)).toEqual(['2026-02-18:2', '2026-03-18:1']);
    expect(await periods(bia.id)).toEqual(['2026-02-25:2']);
    expect(await periods(caio.id)).toEqual([`${TODAY}:1`]);
    expect(await periods(dani.id)).toEqual([]);
    expect(await periods(gil.id)).toEqual(['2026-02-16:1', '2026-03-16:1']);
    expect(await periods(leo.id)).toEqual(['2026-02-20:2', '2026-03-20:1']);
    for (const m of others) expect((await feesOf(db(), m.id)).filter((f) => f.status === InvoiceStatus.Pendente)).toEqual([]);

    // What the member sees: the plan's fee, due on the period's first day, a payment token of its own.
    const [, issued] = await feesOf(db(), ana.id);
    expect(issued).toMatchObject({
      type: InvoiceType.Mensalidade,
      description: 'Mensalidade — Plano Executivo',
      valueCents: 7_990,
      deliverValueCents: 0,
      dueDate: '2026-03-18',
      billingPeriod: '2026-03-18',
      planId: plan.id,
      userSubscriptionId: null,
    });
    expect(issued!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await db()
      .select({ n: sql<number>`count(DISTINCT ${invoices.token})::int` })
      .from(invoices);
    expect(Number(tokens[0]!.n)).toBe(await invoiceCount());

    // The same day again, and the next day: nothing twice.
    const second = await runBillingJobs(db(), at(TODAY));
    expect(second.monthlyFees).toMatchObject({ status: 'succeeded', counts: { issued: 0 } });
    expect((await runBillingJobs(db(), at('2026-03-16'))).monthlyFees).toMatchObject({ counts: { issued: 0 } });
    expect(await invoiceCount()).toBe(before + 4);

    // Five days before bia's period starts, hers comes.
    expect((await runBillingJobs(db(), at('2026-03-20'))).monthlyFees).toMatchObject({ counts: { issued: 1 } });
    expect(await periods(bia.id)).toEqual(['2026-02-25:2', '2026-03-25:1']);

    const runs = await runsOf(db(), BILLING_JOBS.monthlyFees);
    expect(runs.map((r) => [r.period, r.status, r.counts])).toEqual([
      [TODAY, 'succeeded', { issued: 4 }],
      [TODAY, 'succeeded', { issued: 0 }],
      ['2026-03-16', 'succeeded', { issued: 0 }],
      ['2026-03-20', 'succeeded', { issued: 1 }],
    ]);
    for (const r of runs) {
      expect(r.error).toBeNull();
      expect(r.finishedAt!.getTime()).toBeGreaterThanOrEqual(r.startedAt.getTime());
    }
  });

  it('a payment and the job never bill one period twice, whichever comes first', async () => {
    const plan = await insertFeePlan(db(), 'Plano Executivo', 7_990);
    // The job first: gil still owes February, March is issued; paying February later schedules nothing new.
    const gil = await insertPlanMember(db(), { username: 'gil', planId: plan.id, balanceCents: 50_000 });
    const feb = await insertFee(db(), { userId: gil.id, period: '2026-02-16', planId: plan.id });
    await runBillingJobs(db(), at(TODAY));
    await payInvoiceWithBalance(db(), gil.id, feb.id, at(TODAY));
    expect(await periods(gil.id)).toEqual(['2026-02-16:2', '2026-03-16:1']);

    // The payment first: paying March schedules April, which the job then finds billed.
    const march = (await feesOf(db(), gil.id))[1]!;
    await payInvoiceWithBalance(db(), gil.id, march.id, at('2026-03-16'));
    expect(await periods(gil.id)).toEqual(['2026-02-16:2', '2026-03-16:2', '2026-04-16:1']);
    for (const day of ['2026-04-11', '2026-04-12', '2026-04-16']) {
      expect((await runBillingJobs(db(), at(day))).monthlyFees).toMatchObject({ counts: { issued: 0 } });
    }
    expect(await periods(gil.id)).toEqual(['2026-02-16:2', '2026-03-16:2', '2026-04-16:1']);
    // The scheduled fee carries its period like the job's.
    expect((await feesOf(db(), gil.id))[2]).toMatchObject({ billingPeriod: '2026-04-16', dueDate: '2026-04-16', description: 'Mensalidade — Plano Executivo' });
    // And May's comes five days ahead, once.
    expect((await runBillingJobs(db(), at('2026-05-11'))).monthlyFees).toMatchObject({ counts: { issued: 1 } });
    expect((await runBillingJobs(db(), at('2026-05-11'))).monthlyFees).toMatchObject({ counts: { issued: 0 } });
    expect(await db().select({ n: count() }).from(invoices).where(eq(invoices.userId, gil.id))).toEqual([{ n: 4 }]);
  });

  it('a failing job is recorded failed with its error, and the next jobs still run', async () => {
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    await insertPlanMember(db(), { username: 'ana', planId: plan.id, activatedOn: null });
    // A constraint no new fee can meet: the whole monthly run rolls back.
    await db().execute(sql.raw(`ALTER TABLE invoices ADD CONSTRAINT test_no_fees CHECK (type <> ${InvoiceType.Mensalidade} OR value_cents < 0) NOT VALID`));
    const runs = await runBillingJobs(db(), at(TODAY), { throwOnFailure: false });
    expect(runs.monthlyFees).toMatchObject({ status: 'failed', error: expect.stringContaining('test_no_fees') });
    expect(runs.overdue).toMatchObject({ status: 'succeeded' });
    const [run] = await runsOf(db(), BILLING_JOBS.monthlyFees);
    expect(run).toMatchObject({ status: 'failed', counts: null, error: expect.stringContaining('test_no_fees') });
    expect(run!.finishedAt).not.toBeNull();
    // Without the option the first failure is thrown once every job ran (the daily timer logs it).
    expect(errorMessage(await runBillingJobs(db(), at(TODAY)).catch((e: unknown) => e))).toMatch(/test_no_fees/);
    await db().execute(sql`ALTER TABLE invoices DROP CONSTRAINT test_no_fees`);
    expect((await runBillingJobs(db(), at(TODAY))).monthlyFees).toMatchObject({ status: 'succeeded', counts: { issued: 1 } });
  });
});
