import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { EarningCategory, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices, orders } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { setShops } from '../bonuses/bonuses.fixtures';
import { verifyStock } from '../stocks';
import { insertAddress, insertProduct, insertStock, ordersSnapshot, seedShop, stockById, type Shop } from './orders.fixtures';

/**
 * scShops.MaxOpenOrdersPerBuyer and MaxReservedUnitsPerBuyer (docs/marketplace.md#hoarding-limits):
 * what one buyer's unpaid orders may hold. On PostgreSQL the concurrent requests really race (one
 * pooled connection each); on PGlite they run one by one.
 */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.app.issueAccessToken(u).token);
const db = () => t.database.db;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
let s: Shop;

const OPEN_CAP = (n: number) =>
  `Você já tem ${n} pedidos aguardando pagamento, o máximo permitido por comprador. Pague ou cancele um deles para fazer um novo pedido.`;

const refused = (res: { statusCode: number; json(): any; body: string }, message: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ IsSuccess: false, Message: message, Data: null });
};

/** A buyer with his own address and a product of the shop's seller holding `units` units. */
async function buyerAndProduct(name: string, units = 1_000) {
  const buyer = await insertMember(db(), { username: name });
  const address = await insertAddress(db(), buyer.id);
  const product = await insertProduct(db(), { ownerId: s.seller.id, name: `Caixa ${name}` });
  const stock = await insertStock(db(), { productId: product.id, storageId: s.national.id, quantity: units });
  const order = (qty: number) => ({ Items: [{ ProductId: product.id, Quantity: qty }], DeliveryAddressId: address.id, DeliveryType: 0 });
  return { buyer, address, product, stock, order };
}

const unpaidOf = async (buyerId: number) =>
  Number(
    (
      await db()
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 1)))
    )[0]!.n,
  );
const invoicesOf = async (userId: number) => Number((await db().select({ n: count() }).from(invoices).where(eq(invoices.userId, userId)))[0]!.n);

beforeAll(async () => {
  // No cache: each call reads the caps this test has just written.
  t = await createTestApp({ env: { FREIGHT_TABLE_CACHE_SECONDS: '0' } });
  s = await seedShop(db());
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`caps per buyer (${TEST_DB})`, () => {
  it('a new club allows 5 unpaid orders and 200 reserved units per buyer', async () => {
    const res = await as(s.buyer).get('/api/configurations/getSCShops');
    expect(res.json().Data).toMatchObject({ MaxOpenOrdersPerBuyer: 5, MaxReservedUnitsPerBuyer: 200 });
    const b = await buyerAndProduct('padrao');
    refused(
      await as(b.buyer).post(CREATE, b.order(201)),
      'Pedidos aguardando pagamento podem reservar no máximo 200 unidades por comprador. Diminua as quantidades.',
    );
    for (let i = 0; i < 5; i++) expect((await as(b.buyer).post(CREATE, b.order(1))).statusCode).toBe(200);
    refused(await as(b.buyer).post(CREATE, b.order(1)), OPEN_CAP(5));
  });

  it('open orders: the preview and the creation refuse one more, say the cap, and keep nothing; paying one frees a place', async () => {
    await setShops(db(), { MaxOpenOrdersPerBuyer: 2, MaxReservedUnitsPerBuyer: 1_000 });
    const b = await buyerAndProduct('abertos');
    const first = await as(b.buyer).post(CREATE, b.order(1));
    expect(first.statusCode, first.body).toBe(200);
    expect((await as(b.buyer).post(CREATE, b.order(1))).statusCode).toBe(200);

    const before = await ordersSnapshot(db());
    refused(await as(b.buyer).post(PREVIEW, b.order(1)), OPEN_CAP(2));
    refused(await as(b.buyer).post(CREATE, b.order(1)), OPEN_CAP(2));
    expect(await ordersSnapshot(db())).toEqual(before);
    expect(await stockById(db(), b.stock.id)).toMatchObject({ onHand: 1_000, reserved: 2 });

    // Another buyer is not held by this one's orders.
    const other = await buyerAndProduct('outro.comprador');
    expect((await as(other.buyer).post(CREATE, other.order(1))).statusCode).toBe(200);

    // A paid order no longer counts.
    await creditMember(db(), b.buyer.id, 100_000, EarningCategory.Adesao, 'bônus');
    const paid = await as(b.buyer).post(BALANCE, { InvoiceId: first.json().Data.InvoiceId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await as(b.buyer).post(PREVIEW, b.order(1))).statusCode).toBe(200);
    expect((await as(b.buyer).post(CREATE, b.order(1))).statusCode).toBe(200);
    refused(
      await as(b.buyer).post(CREATE, b.order(1)),
      'Você já tem 2 pedidos aguardando pagamento, o máximo permitido por comprador. Pague ou cancele um deles para fazer um novo pedido.',
    );

    await setShops(db(), { MaxOpenOrdersPerBuyer: 1 });
    refused(
      await as(b.buyer).post(CREATE, b.order(1)),
      'Você já tem 1 pedido aguardando pagamento, o máximo permitido por comprador. Pague ou cancele um deles para fazer um novo pedido.',
    );
  });

  it('reserved units: every unpaid order counts, the new one included; exactly the cap passes', async () => {
    await setShops(db(), { MaxOpenOrdersPerBuyer: 10, MaxReservedUnitsPerBuyer: 1_000 });
    const b = await buyerAndProduct('unidades', 2_000);
    expect((await as(b.buyer).post(CREATE, b.order(300))).statusCode).toBe(200);
    await setShops(db(), { MaxOpenOrdersPerBuyer: 10, MaxReservedUnitsPerBuyer: 1_200 });
    // Two lines of one order count together.
    const twoLines = { ...b.order(1), Items: [b.order(500).Items[0]!, b.order(401).Items[0]!] };
    const before = await ordersSnapshot(db());
    const message =
      'Pedidos aguardando pagamento podem reservar no máximo 1.200 unidades por comprador, e você já tem 300 unidades reservadas. Pague os pedidos em aberto ou diminua as quantidades.';
    refused(await as(b.buyer).post(PREVIEW, twoLines), message);
    refused(await as(b.buyer).post(CREATE, twoLines), message);
    expect(await ordersSnapshot(db())).toEqual(before);
    expect((await as(b.buyer).post(CREATE, b.order(900))).statusCode).toBe(200);
    expect(await stockById(db(), b.stock.id)).toMatchObject({ onHand: 2_000, reserved: 1_200 });
  });

  it('a store client is capped like a member', async () => {
    await setShops(db(), { MaxOpenOrdersPerBuyer: 1, MaxReservedUnitsPerBuyer: 10 });
    const client = await insertMember(db(), { username: 'cliente.limite', type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] });
    const address = await insertAddress(db(), client.id);
    const product = await insertProduct(db(), { ownerId: s.seller.id, name: 'Caixa B2C' });
    await insertStock(db(), { productId: product.id, storageId: s.national.id, quantity: 100 });
    const order = (qty: number) => ({
      Items: [{ ProductId: product.id, Quantity: qty }],
      DeliveryAddressId: address.id,
      DeliveryType: 0,
      StoreUsername: s.seller.username,
    });
    refused(
      await as(client).post(CREATE, order(11)),
      'Pedidos aguardando pagamento podem reservar no máximo 10 unidades por comprador. Diminua as quantidades.',
    );
    expect((await as(client).post(CREATE, order(10))).statusCode).toBe(200);
    refused(
      await as(client).post(CREATE, order(1)),
      'Você já tem 1 pedido aguardando pagamento, o máximo permitido por comprador. Pague ou cancele um deles para fazer um novo pedido.',
    );
  });
});

describe(`caps per buyer under concurrent orders (${TEST_DB})`, () => {
  it('20 orders of one buyer at once with a cap of 3 open orders: exactly 3 are placed, no invoice for the others', async () => {
    await setShops(db(), { MaxOpenOrdersPerBuyer: 3, MaxReservedUnitsPerBuyer: 1_000 });
    const b = await buyerAndProduct('corrida.pedidos');
    const results = await Promise.all(Array.from({ length: 20 }, () => as(b.buyer).post(CREATE, b.order(45))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 200)).toHaveLength(3);
    expect(statuses.filter((x) => x === 422)).toHaveLength(17);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().Message).toBe(OPEN_CAP(3));
    expect(await unpaidOf(b.buyer.id)).toBe(3);
    expect(await invoicesOf(b.buyer.id)).toBe(3);
    expect(await stockById(db(), b.stock.id)).toMatchObject({ onHand: 1_000, reserved: 135 });
  });

  it('12 orders of 45 units at once with a cap of 200 units: exactly 4 are placed, 180 units reserved', async () => {
    await setShops(db(), { MaxOpenOrdersPerBuyer: 100, MaxReservedUnitsPerBuyer: 200 });
    const b = await buyerAndProduct('corrida.unidades');
    const results = await Promise.all(Array.from({ length: 12 }, () => as(b.buyer).post(CREATE, b.order(45))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 200)).toHaveLength(4);
    expect(statuses.filter((x) => x === 422)).toHaveLength(8);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().Message).toBe(
        'Pedidos aguardando pagamento podem reservar no máximo 200 unidades por comprador, e você já tem 180 unidades reservadas. Pague os pedidos em aberto ou diminua as quantidades.',
      );
    }
    expect(await unpaidOf(b.buyer.id)).toBe(4);
    expect(await invoicesOf(b.buyer.id)).toBe(4);
    expect(await stockById(db(), b.stock.id)).toMatchObject({ onHand: 1_000, reserved: 180 });
    expect(await verifyStock(db())).toEqual([]);
  });
});
