import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EarningCategory, MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices, stockMovements } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { verifyStock } from '../stocks';
import { insertProduct, insertStock, orderById, ordersSnapshot, PAGE1, seedShop, stockById, type Shop } from './orders.fixtures';

/** docs/marketplace.md#cancelling-an-unpaid-order: the buyer cancels his own unpaid order. */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.app.issueAccessToken(u).token);
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const LIST = '/api/store/orders/getAllOrders';
const BALANCE = '/api/payments/pay/balancePayment';
const CANCEL = (id: number | string) => `/api/store/orders/cancelOrder/${id}`;
const BY_ID = '/api/store/orders/getOrderById';
let s: Shop;
let stranger: Row;
let admin: Row;

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });
const fail = (Message: string) => ({ IsSuccess: false, Message, Data: null });
const invoiceStatus = async (id: number) => (await db().select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.status;

async function placeOrder(buyer: Row, items: unknown[], addressId: number) {
  const res = await as(buyer).post(CREATE, { Items: items, DeliveryAddressId: addressId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { Id: number; InvoiceId: number; FixedTotalValue: number };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  stranger = await insertMember(db(), { username: 'estranho' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  await creditMember(db(), s.buyer.id, 100_000, EarningCategory.Adesao, 'bônus');
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`cancelOrder by its buyer (${TEST_DB})`, () => {
  it('an unpaid order: Cancelado with its invoice, the stock back at once, and its invoice can no longer be paid', async () => {
    const order = await placeOrder(s.buyer, [blue(3)], s.address.id);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 3 });
    const balance = await memberBalanceCents(db(), s.buyer.id);

    const res = await as(s.buyer).put(CANCEL(order.Id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Pedido cancelado com Sucesso.',
      Data: { Id: order.Id, Status: 0, StatusFormatted: 'Cancelado', InvoiceId: order.InvoiceId, PaidOn: null, CancelledOn: expect.any(String) },
    });
    // The order's timeline: placed, then cancelled, read by its buyer and its seller; nobody else finds it.
    const cancelledOn = res.json().Data.CancelledOn as string;
    expect(Date.parse(cancelledOn)).toBeGreaterThanOrEqual(Date.parse(res.json().Data.Created));
    expect((await as(s.buyer).post(BY_ID, { Id: order.Id })).json().Data).toMatchObject({ Created: expect.any(String), CancelledOn: cancelledOn });
    expect((await as(s.seller).post(BY_ID, { Id: order.Id })).json().Data).toMatchObject({ CancelledOn: cancelledOn, InvoiceId: null });
    expect((await as(stranger).post(BY_ID, { Id: order.Id })).statusCode).toBe(404);
    expect(res.json().Data.OrderItems).toHaveLength(1);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 0 });
    expect(await invoiceStatus(order.InvoiceId)).toBe(0);
    expect(await orderById(db(), order.Id)).toMatchObject({ status: 0, cancelledAt: expect.any(Date) });
    const released = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.Id), eq(stockMovements.reason, 'released')));
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ reservedDelta: -3, onHandDelta: 0 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.cancelled'), eq(auditLog.target, `order:${order.Id}`)));
    expect(audit).toMatchObject({ actorId: s.buyer.id });

    // His list shows it Cancelado; the seller's clients tab too.
    const mine = (await as(s.buyer).post(LIST, PAGE1)).json().Data.find((o: { Id: number }) => o.Id === order.Id);
    expect(mine).toMatchObject({ Status: 0, StatusFormatted: 'Cancelado' });

    // Again: told it is cancelled already, nothing moves.
    const before = await ordersSnapshot(db());
    expect((await as(s.buyer).put(CANCEL(order.Id))).json()).toEqual(fail('Este pedido já está cancelado.'));
    // Its invoice cannot be paid any more, and no money moves.
    const pay = await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().Message).toBe('Esta fatura foi cancelada e não pode ser paga.');
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(balance);
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it('a paid order: 409, and nothing changes (the stock stays sold, the seller keeps his credit)', async () => {
    const order = await placeOrder(s.buyer, [blue(1)], s.address.id);
    expect((await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
    const sellerBalance = await memberBalanceCents(db(), s.seller.id);
    const before = await ordersSnapshot(db());
    const res = await as(s.buyer).put(CANCEL(order.Id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(fail('Este pedido já foi pago e não pode ser cancelado.'));
    expect(await ordersSnapshot(db())).toEqual(before);
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(sellerBalance);
    expect((await orderById(db(), order.Id)).status).toBe(2);
  });

  it("someone else's order: 404 as if missing; its seller (or an operator) sees it but may not cancel it (403); nothing changes", async () => {
    const order = await placeOrder(s.buyer, [blue(1)], s.address.id);
    const before = await ordersSnapshot(db());
    for (const who of [stranger, admin]) {
      const res = await as(who).put(CANCEL(order.Id));
      expect(res.statusCode, who.username).toBe(404);
      expect(res.json()).toEqual(fail('Pedido não encontrado.'));
    }
    const bySeller = await as(s.seller).put(CANCEL(order.Id));
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toEqual(fail('Somente quem fez o pedido pode cancelá-lo.'));
    expect((await as(stranger).put(CANCEL(999_999))).json()).toEqual(fail('Pedido não encontrado.'));
    expect((await t.client().put(CANCEL(order.Id))).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await as(s.buyer).put(CANCEL(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Message, bad).toBe('Pedido inválido.');
    }
    expect(await ordersSnapshot(db())).toEqual(before);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ reserved: 1 });
    // Its buyer still may.
    expect((await as(s.buyer).put(CANCEL(order.Id))).statusCode).toBe(200);
  });

  it("an operator's club order is cancelled by its buyer like any other; a member without PEDIDOS is refused (403)", async () => {
    const club = await insertProduct(db(), { ownerId: admin.id, isOffice: true, name: 'Kit do Clube' });
    const stock = await insertStock(db(), { productId: club.id, storageId: s.national.id, quantity: 4 });
    const order = await placeOrder(s.buyer, [{ ProductId: club.id, Quantity: 2 }], s.address.id);
    // The club's order is an operator's to see and deliver, never to cancel as its buyer.
    expect((await as(admin).put(CANCEL(order.Id))).json()).toEqual(fail('Somente quem fez o pedido pode cancelá-lo.'));
    const without = await insertMember(db(), { username: 'semPedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
    expect((await as(without).put(CANCEL(order.Id))).statusCode).toBe(403);
    expect((await as(s.buyer).put(CANCEL(order.Id))).statusCode).toBe(200);
    expect(await stockById(db(), stock.id)).toMatchObject({ onHand: 4, reserved: 0 });
  });
});
