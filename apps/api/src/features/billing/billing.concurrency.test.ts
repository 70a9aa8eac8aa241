import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import { closeSecondInstance, createTestApp, secondInstance, TEST_DB, type TestApp } from '../../../test/helper';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { payInvoiceWithBalance } from '../payments';
import { at, feesOf, insertFee, insertFeePlan, insertPlanMember, runsOf, statusOf } from './billing.fixtures';
import { BILLING_JOBS, runBillingJobs, type BillingRuns } from './index';

// On PostgreSQL a second pool stands for a second API instance, and the runs really race; on
// PGlite (one connection) they take turns, and the later ones find nothing left to do.
let t: TestApp;
let second: Database;
const db = () => t.database.db;
const TODAY = '2026-03-15';

beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
});
afterAll(async () => {
  await closeSecondInstance(t, second);
  await t.close();
});

type Key = keyof BillingRuns;
/** The statuses of one job across racing runs, and its counts summed over the runs that ran. */
function summed(runs: BillingRuns[], key: Key) {
  const totals: Record<string, number> = {};
  for (const r of runs) {
    const run = r[key];
    if (run.status !== 'succeeded') continue;
    for (const [name, n] of Object.entries(run.counts)) totals[name] = (totals[name] ?? 0) + n;
  }
  return { statuses: runs.map((r) => r[key].status), totals };
}

/** Member and period pairs billed more than once (any status): must be none. */
const doubleBilled = async (dbx: Db) =>
  rowsOf(
    await dbx.execute(sql`
      SELECT user_id, coalesce(billing_period, due_date) AS period, count(*)::int AS n FROM invoices
      WHERE type = ${InvoiceType.Mensalidade} GROUP BY 1, 2 HAVING count(*) > 1`),
  );

describe(`billing jobs at once (${TEST_DB})`, () => {
  it('three runs at once on two instances create nothing twice, and each run is recorded', async () => {
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    const due = [];
    for (let i = 0; i < 60; i++) {
      const m = await insertPlanMember(db(), { username: `fila${i}`, planId: plan.id });
      await insertFee(db(), { userId: m.id, period: `2026-02-${15 + (i % 5)}`, planId: plan.id, status: InvoiceStatus.Pago });
      due.push(m);
    }
    const late = [];
    for (let i = 0; i < 12; i++) {
      const m = await insertPlanMember(db(), { username: `atraso${i}`, planId: plan.id });
      await insertFee(db(), { userId: m.id, period: '2026-01-01', planId: plan.id, status: InvoiceStatus.Pago });
      await insertFee(db(), { userId: m.id, period: '2026-02-01', planId: plan.id });
      late.push(m);
    }
    for (let i = 0; i < 8; i++) {
      const m = await insertPlanMember(db(), { username: `aviso${i}`, planId: plan.id });
      await insertFee(db(), { userId: m.id, period: '2026-03-01', planId: plan.id });
    }

    const runs = await Promise.all([runBillingJobs(db(), at(TODAY)), runBillingJobs(second.db, at(TODAY)), runBillingJobs(db(), at(TODAY))]);
    for (const key of Object.keys(BILLING_JOBS) as Key[]) {
      const { statuses } = summed(runs, key);
      expect(
        statuses.every((s) => s === 'succeeded' || s === 'skipped'),
        `${key}: ${statuses.join()}`,
      ).toBe(true);
      expect(statuses).toContain('succeeded');
      const recorded = await runsOf(db(), BILLING_JOBS[key]);
      expect(recorded.map((r) => r.status).sort()).toEqual([...statuses].sort());
      expect(recorded.every((r) => r.period === TODAY && r.finishedAt !== null)).toBe(true);
    }
    // 60 fees five days ahead; the 12 late members' fee from today: issued by the monthly job before
    // they turn Inativo, or as their fresh fee when the overdue job got the shared lock first.
    const { issued } = summed(runs, 'monthlyFees').totals;
    const { reactivationFees, ...overdue } = summed(runs, 'overdue').totals;
    expect(issued! + reactivationFees!).toBe(72);
    expect(overdue).toEqual({ cancelledMonthlyFees: 12, cancelledSubscriptionInvoices: 0, deactivated: 12, notified: 8 });
    expect(await doubleBilled(db())).toEqual([]);
    for (const m of due) expect((await feesOf(db(), m.id)).filter((f) => f.status === InvoiceStatus.Pendente)).toHaveLength(1);
    for (const m of late) {
      expect(await statusOf(db(), m.id)).toBe(UserStatus.Inativo);
      expect((await feesOf(db(), m.id)).map((f) => `${f.billingPeriod}:${f.status}`)).toEqual(['2026-01-01:2', '2026-02-01:0', `${TODAY}:1`]);
    }
    const notices = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM user_notifications`));
    expect(Number(notices[0]!.n)).toBe(8);

    // Again, at once: nothing more.
    const again = await Promise.all([runBillingJobs(second.db, at(TODAY)), runBillingJobs(db(), at(TODAY))]);
    // The first to take the lock runs each job: at least one run of each succeeds.
    expect(summed(again, 'monthlyFees').totals).toEqual({ issued: 0 });
    expect(summed(again, 'overdue').totals).toEqual({
      cancelledMonthlyFees: 0,
      cancelledSubscriptionInvoices: 0,
      deactivated: 0,
      reactivationFees: 0,
      notified: 0,
    });
    expect(await doubleBilled(db())).toEqual([]);
  });

  it('payments racing the job bill each period once', async () => {
    const plan = await insertFeePlan(db(), 'Premium', 12_990);
    const members = [];
    for (let i = 0; i < 25; i++) {
      const m = await insertPlanMember(db(), { username: `corre${i}`, planId: plan.id, balanceCents: 50_000 });
      // February still open: paying it schedules March, which the job issues too.
      members.push({ m, feb: await insertFee(db(), { userId: m.id, period: '2026-02-16', planId: plan.id, valueCents: 12_990 }) });
    }
    const [job] = await Promise.all([
      runBillingJobs(second.db, at(TODAY)),
      ...members.map(({ m, feb }) => payInvoiceWithBalance(db(), m.id, feb.id, at(TODAY))),
    ]);
    expect(job.monthlyFees.status).toBe('succeeded');
    for (const { m } of members) {
      expect((await feesOf(db(), m.id)).map((f) => `${f.billingPeriod}:${f.status}:${f.valueCents}`)).toEqual(['2026-02-16:2:12990', '2026-03-16:1:12990']);
    }
    expect(await doubleBilled(db())).toEqual([]);
  });
});
