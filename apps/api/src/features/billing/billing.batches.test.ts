import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { at, feesOf, insertFee, insertFeePlan, insertPlanMember, statusOf } from './billing.fixtures';
import { issueMonthlyFees } from './monthly-fees';
import { handleOverdue } from './overdue';
import { readBillingSettings } from './index';

// The billing jobs in batches of members, each a transaction of its own (docs/operations.md#jobs):
// a run that stops after a batch keeps it, and the next run does the rest.
let t: TestApp;
const db = () => t.database.db;
const TODAY = '2026-03-15';
const stopAfterFirst = (index: number) => {
  if (index === 0) throw new Error('queda depois do primeiro lote');
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`billing jobs in batches (${TEST_DB})`, () => {
  it('overdue: a run stopped after its first batch keeps it; the next run handles the rest, a member never split', async () => {
    const plan = await insertFeePlan(db(), 'Lotes', 7_990);
    const late = [];
    for (let i = 0; i < 5; i++) {
      const m = await insertPlanMember(db(), { username: `lote.atraso${i}`, planId: plan.id });
      await insertFee(db(), { userId: m.id, period: '2026-01-01', planId: plan.id });
      await insertFee(db(), { userId: m.id, period: '2026-02-01', planId: plan.id });
      late.push(m);
    }
    const settings = await readBillingSettings(db());
    await expect(handleOverdue(db(), at(TODAY), TODAY, settings, { batchSize: 2, afterBatch: stopAfterFirst })).rejects.toThrow('queda');
    // The first two members: both their fees cancelled, Inativo, a fresh fee each; the others untouched.
    for (const m of late.slice(0, 2)) {
      expect(await statusOf(db(), m.id)).toBe(UserStatus.Inativo);
      expect((await feesOf(db(), m.id)).map((f) => `${f.billingPeriod}:${f.status}`)).toEqual(['2026-01-01:0', '2026-02-01:0', `${TODAY}:1`]);
    }
    for (const m of late.slice(2)) expect(await statusOf(db(), m.id)).toBe(UserStatus.Ativo);

    let batches = 0;
    const rest = await handleOverdue(db(), at(TODAY), TODAY, settings, { batchSize: 2, afterBatch: () => void batches++ });
    expect(rest).toEqual({ cancelledMonthlyFees: 6, cancelledSubscriptionInvoices: 0, deactivated: 3, reactivationFees: 3, notified: 0 });
    expect(batches).toBe(2);
    for (const m of late) {
      expect(await statusOf(db(), m.id)).toBe(UserStatus.Inativo);
      expect((await feesOf(db(), m.id)).map((f) => `${f.billingPeriod}:${f.status}`)).toEqual(['2026-01-01:0', '2026-02-01:0', `${TODAY}:1`]);
    }
    expect(await handleOverdue(db(), at(TODAY), TODAY, settings, { batchSize: 2 })).toMatchObject({ cancelledMonthlyFees: 0, deactivated: 0 });
  });

  it('monthly fees: a run stopped after its first range keeps it; the next run bills the rest, nothing twice', async () => {
    const plan = await insertFeePlan(db(), 'Faixas', 4_990);
    const members: Array<Awaited<ReturnType<typeof insertPlanMember>>> = [];
    for (let i = 0; i < 7; i++) {
      const m = await insertPlanMember(db(), { username: `faixa${i}`, planId: plan.id });
      await insertFee(db(), { userId: m.id, period: '2026-02-17', planId: plan.id, status: InvoiceStatus.Pago, valueCents: 4_990 });
      members.push(m);
    }
    const open = async () => {
      let n = 0;
      for (const m of members) n += (await feesOf(db(), m.id)).filter((f) => f.status === InvoiceStatus.Pendente).length;
      return n;
    };
    // Ranges of 3 users by id (every user counts, so the first range may hold other tests' members too).
    await expect(issueMonthlyFees(db(), TODAY, 5, { batchSize: 3, afterBatch: stopAfterFirst })).rejects.toThrow('queda');
    const afterFirst = await open();
    expect(afterFirst).toBeLessThan(7);
    let ranges = 0;
    const rest = await issueMonthlyFees(db(), TODAY, 5, { batchSize: 3, afterBatch: () => void ranges++ });
    expect(ranges).toBeGreaterThan(1);
    expect(rest.issued).toBe(7 - afterFirst);
    expect(await open()).toBe(7);
    for (const m of members) expect((await feesOf(db(), m.id)).map((f) => f.billingPeriod)).toEqual(['2026-02-17', '2026-03-17']);
    expect(await issueMonthlyFees(db(), TODAY, 5, { batchSize: 3 })).toEqual({ issued: 0 });
  });
});
