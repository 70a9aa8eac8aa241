import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { EarningCategory } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { ledgerHolds, ledgerTransactions, orders } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { verifyStock } from '../stocks';
import { cancelExpiredOrders } from './index';
import { insertAddress, insertProduct, insertStock, orderById, seedShop, stockById } from './orders.fixtures';

// On PostgreSQL these requests really race (one pooled connection each); on PGlite they run one by one.
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`concurrent orders (${TEST_DB})`, () => {
  it('50 buyers at once for the last 5 units: exactly 5 orders, the stock never below zero, and expiry returns it', async () => {
    const s = await seedShop(db());
    const lamp = await insertProduct(db(), { ownerId: s.seller.id, name: 'Luminária' });
    const stock = await insertStock(db(), { productId: lamp.id, storageId: s.national.id, quantity: 5 });
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const u = await insertMember(db(), { username: `corrida${i}` });
      buyers.push({ u, address: await insertAddress(db(), u.id) });
    }
    const results = await Promise.all(
      buyers.map(({ u, address }) => as(u).post(CREATE, { Items: [{ ProductId: lamp.id, Quantity: 1 }], DeliveryAddressId: address.id })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 200)).toHaveLength(5);
    expect(statuses.filter((x) => x === 422)).toHaveLength(45);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().Message).toMatch(/^Este produto não possui estoque o suficiente\. Estoque Atual: [0-4]$/);
    }
    expect(await stockById(db(), stock.id)).toMatchObject({ onHand: 5, reserved: 5 });
    const [n] = await db().select({ n: count() }).from(orders).where(eq(orders.sellerId, s.seller.id));
    expect(Number(n!.n)).toBe(5);
    expect(await verifyStock(db())).toEqual([]);

    // The invoices expire: every unit is back on sale.
    expect(await cancelExpiredOrders(db(), new Date(Date.now() + 4 * 86_400_000))).toEqual({ cancelled: 5 });
    expect(await stockById(db(), stock.id)).toMatchObject({ onHand: 5, reserved: 0 });
  });

  it('an order invoice paid ten times at once is settled once: one sale, one seller credit', async () => {
    const s = await seedShop(db());
    await creditMember(db(), s.buyer.id, 100_000, EarningCategory.Adesao, 'bônus');
    const created = await as(s.buyer).post(CREATE, {
      Items: [{ ProductId: s.shirt.id, Quantity: 2, ItemsFeatures: [s.features.azul.id, s.features.m.id] }],
      DeliveryAddressId: s.address.id,
    });
    const order = created.json().Data as { Id: number; InvoiceId: number };
    const results = await Promise.all(Array.from({ length: 10 }, () => as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(9);
    expect((await orderById(db(), order.Id)).status).toBe(2);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 8, reserved: 0 });
    // The seller's credit is held until seven days after delivery (docs/bonuses.md#held-commissions): once.
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(0);
    expect(
      await db()
        .select()
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.invoiceId, order.InvoiceId), eq(ledgerHolds.kind, 'sale'))),
    ).toMatchObject([{ userId: s.seller.id, amountCents: 16_990, status: 1, releasesOn: null }]);
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(100_000 - 18_590 - 275);
    const [sale] = await db()
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `order:${order.Id}:seller`));
    expect(Number(sale!.n)).toBe(1);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
