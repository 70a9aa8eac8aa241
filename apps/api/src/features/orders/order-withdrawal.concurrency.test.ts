import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus } from '@clube/contract';
import { OrderStatus } from '@clube/contract/orders';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices, orders } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { verifyStock } from '../stocks';
import { insertAddress, seedShop, stockById, type Shop } from './orders.fixtures';

// On PostgreSQL these requests really race (one pooled connection each); on PGlite they run one by one.
// docs/marketplace.md#withdrawal-of-a-purchase: withdrawals, return confirmations and new payments
// of the same buyers and sellers, at once, in opposite orders: no 500, every movement once.
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const DELIVER = (id: number) => `/api/store/orders/updateOrderToDelivered/${id}`;
const WITHDRAW = (id: number) => `/api/store/orders/withdrawOrder/${id}`;
const RETURN = (id: number) => `/api/store/orders/confirmOrderReturn/${id}`;
const START = 500_000;
let shops: Shop[];
let buyers: Array<{ u: Row; addressId: number }>;

interface Placed {
  id: number;
  invoiceId: number;
  buyer: Row;
  shop: Shop;
}

async function place(buyer: { u: Row; addressId: number }, shop: Shop): Promise<Placed> {
  const res = await as(buyer.u).post(CREATE, {
    Items: [{ ProductId: shop.shirt.id, Quantity: 1, ItemsFeatures: [shop.features.azul.id, shop.features.m.id] }],
    DeliveryAddressId: buyer.addressId,
  });
  expect(res.statusCode, res.body).toBe(200);
  const o = res.json().Data as { Id: number; InvoiceId: number };
  return { id: o.Id, invoiceId: o.InvoiceId, buyer: buyer.u, shop };
}

beforeAll(async () => {
  t = await createTestApp();
  shops = [await seedShop(db()), await seedShop(db())];
  buyers = [];
  for (let i = 0; i < 2; i++) {
    const u = await insertMember(db(), { username: `desistente${i}` });
    await creditMember(db(), u.id, START, EarningCategory.Adesao, 'crédito');
    buyers.push({ u, addressId: (await insertAddress(db(), u.id)).id });
  }
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  expect(await verifyLedger(db())).toEqual([]);
  await t.close();
});

describe(`withdrawals racing returns and payments (${TEST_DB})`, () => {
  it('each buyer withdraws from both sellers while the sellers confirm returns and the buyers pay new orders: each once, never a 500', async () => {
    // Each buyer: two delivered orders from each seller (in opposite orders), and one unpaid order from each.
    const delivered: Placed[] = [];
    const unpaid: Placed[] = [];
    for (const [i, b] of buyers.entries()) {
      const order = i === 0 ? shops : [...shops].reverse();
      for (const shop of [...order, ...order]) {
        const o = await place(b, shop);
        expect((await as(o.buyer).post(BALANCE, { InvoiceId: o.invoiceId })).statusCode).toBe(200);
        expect((await as(o.shop.seller).put(DELIVER(o.id))).statusCode).toBe(200);
        delivered.push(o);
      }
      for (const shop of order) unpaid.push(await place(b, shop));
    }
    // One of each seller's orders is withdrawn already: its return is confirmed during the race.
    const early = [delivered[0]!, delivered[1]!];
    for (const o of early) expect((await as(o.buyer).put(WITHDRAW(o.id))).statusCode).toBe(200);
    const stocksBefore = await Promise.all(shops.map((s) => stockById(db(), s.stocks.blueM.id)));

    const late = delivered.slice(2);
    const calls = [
      ...late.map((o) => ({ kind: 'withdraw', run: () => as(o.buyer).put(WITHDRAW(o.id)) })),
      ...early.map((o) => ({ kind: 'again', run: () => as(o.buyer).put(WITHDRAW(o.id)) })),
      ...early.map((o) => ({ kind: 'return', run: () => as(o.shop.seller).put(RETURN(o.id)) })),
      ...early.map((o) => ({ kind: 'return twice', run: () => as(o.shop.seller).put(RETURN(o.id)) })),
      ...unpaid.map((o) => ({ kind: 'pay', run: () => as(o.buyer).post(BALANCE, { InvoiceId: o.invoiceId }) })),
    ];
    // Interleaved, so that the same members' accounts are taken from both ends at once.
    const shuffled = calls.map((c, i) => ({ c, k: (i * 7) % calls.length })).sort((a, b) => a.k - b.k);
    const results = await Promise.all(shuffled.map(async ({ c }) => ({ kind: c.kind, res: await c.run() })));
    for (const { kind, res } of results) expect(res.statusCode, `${kind}: ${res.body}`).toBeLessThan(500);
    const codes = (kind: string) => results.filter((r) => r.kind === kind).map((r) => r.res.statusCode);
    expect(codes('withdraw')).toEqual(late.map(() => 200));
    expect(codes('again')).toEqual([409, 409]);
    expect(codes('pay')).toEqual(unpaid.map(() => 200));
    // Each early order: one confirmation returns it, the other finds it Devolvido.
    expect([...codes('return'), ...codes('return twice')].sort()).toEqual([200, 200, 409, 409]);

    const rows = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          [...delivered, ...unpaid].map((o) => o.id),
        ),
      );
    const statusOf = (id: number) => rows.find((r) => r.id === id)!.status;
    for (const o of early) expect(statusOf(o.id)).toBe(OrderStatus.Devolvido);
    for (const o of late) expect(statusOf(o.id)).toBe(OrderStatus.DevolucaoPendente);
    for (const o of unpaid) expect(statusOf(o.id)).toBe(OrderStatus.Pago);
    const invoiceRows = await db()
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          delivered.map((o) => o.invoiceId),
        ),
      );
    expect(invoiceRows.every((i) => i.status === InvoiceStatus.Cancelado)).toBe(true);

    // Money: every buyer paid only for the orders he kept (with the fee); every seller keeps only their sale.
    const paidFor = (buyer: Row) =>
      unpaid
        .filter((o) => o.buyer.id === buyer.id)
        .reduce((sum, o) => {
          const r = rows.find((x) => x.id === o.id)!;
          return sum + r.itemsTotalCents - r.discountCents + r.deliveryCents + 275;
        }, 0);
    for (const b of buyers) expect(await memberBalanceCents(db(), b.u.id)).toBe(START - paidFor(b.u));
    for (const s of shops) {
      const kept = unpaid.filter((o) => o.shop === s).reduce((sum, o) => sum + rows.find((x) => x.id === o.id)!.sellerAmountCents, 0);
      // Credited at once, or held until the 7 days close (docs/bonuses.md): never a withdrawn sale's credit.
      expect([kept, 0]).toContain(await memberBalanceCents(db(), s.seller.id));
    }
    // Stock: each early order's unit back once; the new sales took one unit per order.
    for (const [i, s] of shops.entries()) {
      const sold = unpaid.filter((o) => o.shop === s).length;
      expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: stocksBefore[i]!.onHand + 1 - sold, reserved: 0 });
    }
    expect(await verifyStock(db())).toEqual([]);
    expect(await verifyLedger(db())).toEqual([]);
    expect((await db().select({ id: orders.id }).from(orders).where(eq(orders.status, OrderStatus.DevolucaoPendente))).length).toBeGreaterThanOrEqual(
      late.length,
    );
  });
});
