import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { EarningCategory } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { invoices, subscriptions, userSubscriptions } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { invoiceById } from '../payments/payments.fixtures';
import { issueSubscriptionRenewals, onSubscriptionInvoicePaid } from './index';
import { followingPeriodStart, periodOf } from './subscription-periods';
import { insertSubscription, insertUserSubscription, subscriptionInvoicesOf, userSubscriptionById } from './subscriptions.fixtures';

let t: TestApp;
type Member = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
/** 2026-03-10, noon in São Paulo. */
const NOW = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('billing periods', () => {
  it('anchors every period on the day the subscription started, whatever the month lengths', () => {
    expect(periodOf('2026-01-31', '2026-01-31', 1)).toEqual({ start: '2026-01-31', end: '2026-02-27', next: '2026-02-28' });
    expect(periodOf('2026-01-31', '2026-02-28', 1)).toEqual({ start: '2026-02-28', end: '2026-03-30', next: '2026-03-31' });
    expect(periodOf('2026-01-31', '2026-03-31', 1).next).toBe('2026-04-30');
    expect(followingPeriodStart('2026-01-15', '2026-01-15', 2)).toBe('2026-04-15');
    expect(followingPeriodStart('2026-01-15', '2026-04-15', 3)).toBe('2026-07-15');
    expect(periodOf('2024-02-29', '2024-02-29', 4)).toEqual({ start: '2024-02-29', end: '2025-02-27', next: '2025-02-28' });
    expect(periodOf('2024-02-29', '2025-02-28', 4).next).toBe('2026-02-28');
  });
});

describe('issueSubscriptionRenewals', () => {
  it('bills each live subscription whose next period starts within daysAhead, once however often it runs', async () => {
    const m = await insertMember(db(), { username: 'renova1' });
    const monthly = await insertSubscription(db(), { name: 'Café do Mês', priceCents: 5_000, frequencyType: 1, frequencyPriceCents: 3_990 });
    const retired = await insertSubscription(db(), { name: 'Jornal Antigo', priceCents: 2_000, frequencyType: 4, frequencyPriceCents: 18_000, status: 0 });
    const soon = await insertUserSubscription(db(), {
      userId: m.id,
      subscriptionId: monthly.id,
      startedOn: '2026-02-14',
      nextPeriodStart: '2026-03-14',
      paidThrough: '2026-03-13',
    });
    const edge = await insertUserSubscription(db(), {
      userId: m.id,
      subscriptionId: retired.id,
      startedOn: '2025-03-15',
      nextPeriodStart: '2026-03-15',
      paidThrough: '2026-03-14',
    });
    const later = await insertUserSubscription(db(), {
      userId: (await insertMember(db(), { username: 'renova2' })).id,
      subscriptionId: monthly.id,
      startedOn: '2026-02-16',
      nextPeriodStart: '2026-03-16',
      paidThrough: '2026-03-15',
    });
    const cancelled = await insertUserSubscription(db(), {
      userId: (await insertMember(db(), { username: 'renova3' })).id,
      subscriptionId: monthly.id,
      startedOn: '2026-02-12',
      nextPeriodStart: '2026-03-12',
      paidThrough: '2026-03-11',
      status: 0,
    });

    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 2, granted: 0 });
    expect(await subscriptionInvoicesOf(db(), soon.id)).toEqual([
      expect.objectContaining({
        userId: m.id,
        type: 6,
        status: 1,
        valueCents: 3_990,
        description: 'Assinatura — Café do Mês — período a partir de 14/03/2026',
        dueDate: '2026-03-14',
        billingPeriod: '2026-03-14',
        userSubscriptionId: soon.id,
      }),
    ]);
    // A subscription no longer offered still renews for whoever holds it.
    expect((await subscriptionInvoicesOf(db(), edge.id)).map((i) => [i.valueCents, i.billingPeriod, i.dueDate])).toEqual([
      [18_000, '2026-03-15', '2026-03-15'],
    ]);
    expect(await subscriptionInvoicesOf(db(), later.id)).toEqual([]);
    expect(await subscriptionInvoicesOf(db(), cancelled.id)).toEqual([]);

    // Twice, or with a wider window later the same day: nothing twice; the later one now.
    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 0, granted: 0 });
    expect(await issueSubscriptionRenewals(db(), new Date('2026-03-11T15:00:00Z'), 5)).toEqual({ issued: 1, granted: 0 });
    expect(await issueSubscriptionRenewals(db(), new Date('2026-03-11T15:00:00Z'), 5)).toEqual({ issued: 0, granted: 0 });
    expect(await subscriptionInvoicesOf(db(), soon.id)).toHaveLength(1);
    expect(await subscriptionInvoicesOf(db(), later.id)).toHaveLength(1);
    expect(await subscriptionInvoicesOf(db(), cancelled.id)).toEqual([]);
  });

  it('never bills a period again once billed, even cancelled, and waits for the unpaid period before the next', async () => {
    const m = await insertMember(db(), { username: 'renova.nao.paga' });
    const sub = await insertSubscription(db(), { name: 'Box Esportes', priceCents: 9_000, frequencyType: 1, frequencyPriceCents: 7_000 });
    // Subscribed on 2026-03-08; his first invoice (that period) is open: the next bills only once it is paid.
    const us = await insertUserSubscription(db(), { userId: m.id, subscriptionId: sub.id, startedOn: '2026-03-08', nextPeriodStart: '2026-03-08' });
    await db()
      .insert(invoices)
      .values({
        userId: m.id,
        type: 6,
        description: 'Assinatura — Box Esportes',
        valueCents: 9_000,
        dueDate: '2026-03-11',
        status: 0,
        token: `tok-${us.id}`,
        billingPeriod: '2026-03-08',
        userSubscriptionId: us.id,
      });
    expect(await issueSubscriptionRenewals(db(), NOW, 30)).toMatchObject({ issued: 0 });
    expect((await subscriptionInvoicesOf(db(), us.id)).map((i) => i.billingPeriod)).toEqual(['2026-03-08']);
  });

  it('grants a free period (FrequencyPrice 0) without an invoice', async () => {
    const m = await insertMember(db(), { username: 'renova.gratis' });
    const sub = await insertSubscription(db(), { name: 'Newsletter', priceCents: 1_000, frequencyType: 2, frequencyPriceCents: 0 });
    const us = await insertUserSubscription(db(), {
      userId: m.id,
      subscriptionId: sub.id,
      startedOn: '2025-12-12',
      nextPeriodStart: '2026-03-12',
      paidThrough: '2026-03-11',
    });
    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 0, granted: 1 });
    expect(await userSubscriptionById(db(), us.id)).toMatchObject({ paidThrough: '2026-06-11', nextPeriodStart: '2026-06-12' });
    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 0, granted: 0 });
    expect(await subscriptionInvoicesOf(db(), us.id)).toEqual([]);
  });

  it('walks every subscriber in batches: over a thousand subscriptions billed once each', async () => {
    const m = await insertMember(db(), { username: 'renova.muitas' });
    const products = await db()
      .insert(subscriptions)
      .values(Array.from({ length: 1_203 }, (_, i) => ({ name: `Lote ${i}`, priceCents: 100, frequencyType: 1, frequencyPriceCents: 100 + i })))
      .returning({ id: subscriptions.id });
    const ids = (
      await db()
        .insert(userSubscriptions)
        .values(
          products.map((p) => ({ userId: m.id, subscriptionId: p.id, startedOn: '2026-02-13', nextPeriodStart: '2026-03-13', paidThrough: '2026-03-12' })),
        )
        .returning({ id: userSubscriptions.id })
    ).map((r) => r.id);
    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 1_203, granted: 0 });
    expect(await issueSubscriptionRenewals(db(), NOW, 5)).toEqual({ issued: 0, granted: 0 });
    const billed = await db()
      .select({ usId: invoices.userSubscriptionId, cents: invoices.valueCents })
      .from(invoices)
      .where(inArray(invoices.userSubscriptionId, ids));
    expect(billed).toHaveLength(1_203);
    expect(new Set(billed.map((b) => b.usId)).size).toBe(1_203);
    expect(billed.reduce((s, b) => s + b.cents, 0)).toBe(1_203 * 100 + (1_202 * 1_203) / 2);
  });
});

describe('paying an invoice type 6', () => {
  it('pays through the billed period and moves the next bill to the following period; the next renewal follows', async () => {
    const m = await insertMember(db(), { username: 'renova.paga' });
    await creditMember(db(), m.id, 50_000, EarningCategory.Adesao, 'Saldo de teste');
    const sub = await insertSubscription(db(), { name: 'Vinhos', priceCents: 20_000, frequencyType: 1, frequencyPriceCents: 15_000 });
    const us = await insertUserSubscription(db(), {
      userId: m.id,
      subscriptionId: sub.id,
      startedOn: '2026-01-31',
      nextPeriodStart: '2026-02-28',
      paidThrough: '2026-02-27',
    });
    await issueSubscriptionRenewals(db(), new Date('2026-02-25T15:00:00Z'), 5);
    const [renewal] = await subscriptionInvoicesOf(db(), us.id);
    expect(renewal).toMatchObject({ billingPeriod: '2026-02-28', valueCents: 15_000, status: 1 });

    const res = await as(m).post('/api/payments/pay/balancePayment', { InvoiceId: renewal!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await invoiceById(db(), renewal!.id)).status).toBe(2);
    expect(await userSubscriptionById(db(), us.id)).toMatchObject({ paidThrough: '2026-03-30', nextPeriodStart: '2026-03-31' });

    // Paying an older period again changes nothing backwards.
    await onSubscriptionInvoicePaid(db(), { userId: m.id, type: 6, billingPeriod: '2026-01-31', userSubscriptionId: us.id }, NOW);
    expect(await userSubscriptionById(db(), us.id)).toMatchObject({ paidThrough: '2026-03-30', nextPeriodStart: '2026-03-31' });
    // Someone else's invoice never touches his subscription.
    const other = await insertMember(db(), { username: 'renova.outro' });
    await onSubscriptionInvoicePaid(db(), { userId: other.id, type: 6, billingPeriod: '2026-03-31', userSubscriptionId: us.id }, NOW);
    expect(await userSubscriptionById(db(), us.id)).toMatchObject({ paidThrough: '2026-03-30', nextPeriodStart: '2026-03-31' });

    expect(await issueSubscriptionRenewals(db(), new Date('2026-03-27T15:00:00Z'), 5)).toMatchObject({ issued: 1 });
    expect((await subscriptionInvoicesOf(db(), us.id)).map((i) => [i.billingPeriod, i.dueDate, i.status])).toEqual([
      ['2026-02-28', '2026-02-28', 2],
      ['2026-03-31', '2026-03-31', 1],
    ]);
    const after = await db().select().from(userSubscriptions).where(eq(userSubscriptions.id, us.id));
    expect(after[0]!.status).toBe(1);
  });
});
