import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus } from '@clube/contract';
import { OrderStatus } from '@clube/contract/orders';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices, jobRuns, orders } from '../../db/schema';
import { creditMember } from '../../seed/builders';
import { setShops } from '../bonuses/bonuses.fixtures';
import { verifyStock } from '../stocks';
import { orderInvoicesExpiryJob } from './index';
import { seedShop, stockById, type Shop } from './orders.fixtures';

// The expiry job in batches (docs/operations.md#jobs): a transaction per batch, a run that stops
// midway keeps what it committed and the next run does the rest.
let t: TestApp;
let s: Shop;
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const as = (u: Shop['buyer']) => t.client(t.token(u));

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  // One buyer holds more unpaid orders here than a new club's cap (docs/marketplace.md#hoarding-limits).
  await setShops(db(), { MaxOpenOrdersPerBuyer: 100 });
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

/** `n` orders of one Azul M each, their invoices already past due (as the day after the due day). */
async function expiredOrders(n: number) {
  const placed: Array<{ Id: number; InvoiceId: number }> = [];
  for (let i = 0; i < n; i++) {
    const res = await as(s.buyer).post(CREATE, {
      Items: [{ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.azul.id, s.features.m.id] }],
      DeliveryAddressId: s.address.id,
    });
    expect(res.statusCode).toBe(200);
    placed.push(res.json().Data);
  }
  await db()
    .update(invoices)
    .set({ dueDate: sql`current_date - 2` })
    .where(
      inArray(
        invoices.id,
        placed.map((o) => o.InvoiceId),
      ),
    );
  return placed;
}
const statusesOf = async (ids: number[]) => (await db().select({ status: orders.status }).from(orders).where(inArray(orders.id, ids))).map((o) => o.status);
const runsOfExpiry = () => db().select().from(jobRuns).where(eq(jobRuns.job, 'order-invoices-expiry')).orderBy(jobRuns.id);

describe(`order expiry in batches (${TEST_DB})`, () => {
  it('a run stopped after its first batch keeps that batch; the next run cancels the rest over several batches', async () => {
    const placed = await expiredOrders(7);
    const ids = placed.map((o) => o.Id);
    expect((await stockById(db(), s.stocks.blueM.id)).reserved).toBe(7);

    const stopped = orderInvoicesExpiryJob(db(), {
      batchSize: 3,
      afterBatch: (index) => {
        if (index === 0) throw new Error('queda depois do primeiro lote');
      },
    });
    await expect(stopped.run()).rejects.toThrow('queda depois do primeiro lote');
    expect((await runsOfExpiry()).map((r) => [r.status, r.error])).toEqual([['failed', 'queda depois do primeiro lote']]);
    // The first batch (the three oldest invoices) is committed; the others still wait.
    expect(await statusesOf(ids.slice(0, 3))).toEqual([OrderStatus.Cancelado, OrderStatus.Cancelado, OrderStatus.Cancelado]);
    expect((await statusesOf(ids.slice(3))).every((x) => x === OrderStatus.AguardandoPagamento)).toBe(true);
    expect((await stockById(db(), s.stocks.blueM.id)).reserved).toBe(4);
    expect(await verifyStock(db())).toEqual([]);

    // Four left, batches of three: two batches in one run.
    let batches = 0;
    const rerun = await orderInvoicesExpiryJob(db(), { batchSize: 3, afterBatch: () => void batches++ }).run();
    expect(rerun).toMatchObject({ status: 'succeeded', counts: { cancelled: 4 } });
    expect(batches).toBe(2);
    expect((await statusesOf(ids)).every((x) => x === OrderStatus.Cancelado)).toBe(true);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 0 });
    expect(await orderInvoicesExpiryJob(db(), { batchSize: 3 }).run()).toMatchObject({ status: 'succeeded', counts: { cancelled: 0 } });
  });

  it('an order paid while its invoice expires ends either paid or cancelled, never both', async () => {
    await creditMember(db(), s.buyer.id, 100_000, EarningCategory.Adesao, 'crédito');
    const placed = await expiredOrders(4);
    const [run, ...payments] = await Promise.all([
      orderInvoicesExpiryJob(db(), { batchSize: 2 }).run(),
      ...placed.map((o) => as(s.buyer).post(BALANCE, { InvoiceId: o.InvoiceId })),
    ]);
    const paid = payments.filter((p) => p.statusCode === 200).length;
    for (const p of payments.filter((x) => x.statusCode !== 200)) expect(p.statusCode).toBe(409);
    expect(run).toMatchObject({ status: 'succeeded', counts: { cancelled: 4 - paid } });
    const rows = await db()
      .select({ order: orders.status, invoice: invoices.status })
      .from(orders)
      .innerJoin(invoices, eq(invoices.id, orders.invoiceId))
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.Id),
        ),
      );
    for (const r of rows) {
      expect([
        [OrderStatus.Pago, InvoiceStatus.Pago],
        [OrderStatus.Cancelado, InvoiceStatus.Cancelado],
      ]).toContainEqual([r.order, r.invoice]);
    }
    expect(rows.filter((r) => r.order === OrderStatus.Pago)).toHaveLength(paid);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10 - paid, reserved: 0 });
  });
});
