import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { auditLog, invoices, notifications, orders, stockMovements, userNotifications } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { verifyStock } from '../stocks';
import { orderById, ordersSnapshot, seedShop, stockById, type Shop } from './orders.fixtures';

/** docs/marketplace.md#withdrawal-of-a-purchase: the buyer's 7 days (CDC art. 49), refund by the same means, the seller's return. */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.app.issueAccessToken(u).token);
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const BY_ID = '/api/store/orders/getOrderById';
const DELIVER = (id: number) => `/api/store/orders/updateOrderToDelivered/${id}`;
const WITHDRAW = (id: number | string) => `/api/store/orders/withdrawOrder/${id}`;
const RETURN = (id: number | string) => `/api/store/orders/confirmOrderReturn/${id}`;
const DAY = 24 * 60 * 60 * 1000;
let s: Shop;
let stranger: Row;
let admin: Row;

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });
const fail = (Message: string) => ({ IsSuccess: false, Message, Data: null });
const invoiceStatus = async (id: number) => (await db().select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.status;
const auditsOf = (target: string) => db().select().from(auditLog).where(eq(auditLog.target, target));

async function paidOrder(qty = 1, deliver = true) {
  const res = await as(s.buyer).post(CREATE, { Items: [blue(qty)], DeliveryAddressId: s.address.id });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().Data as { Id: number; InvoiceId: number; FixedTotalValue: number };
  expect((await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
  if (deliver) expect((await as(s.seller).put(DELIVER(order.Id))).statusCode).toBe(200);
  return order;
}

async function noticesOf(userId: number) {
  return db()
    .select({ title: notifications.title, message: notifications.message, kind: notifications.kind })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(eq(userNotifications.userId, userId));
}

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  stranger = await insertMember(db(), { username: 'estranho' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  await creditMember(db(), s.buyer.id, 1_000_000, EarningCategory.Adesao, 'bônus');
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  expect(await verifyLedger(db())).toEqual([]);
  await t.close();
});

describe(`withdrawing from a purchase (${TEST_DB})`, () => {
  it('a delivered order paid by balance, inside the 7 days: the whole payment back to the wallet, the seller gives back his credit, the stock waits for the return', async () => {
    const buyerBefore = await memberBalanceCents(db(), s.buyer.id);
    const sellerBefore = await memberBalanceCents(db(), s.seller.id);
    const order = await paidOrder(2);
    expect(await memberBalanceCents(db(), s.buyer.id)).toBeLessThan(buyerBefore);
    const seen = (await as(s.buyer).post(BY_ID, { Id: order.Id })).json().Data;
    expect(seen).toMatchObject({ Status: 3, CanWithdraw: true, WithdrawalDeadline: expect.any(String) });
    // The deadline: the end of the 7th day after delivery, in São Paulo.
    expect(Date.parse(seen.WithdrawalDeadline) - Date.parse(seen.DeliveredOn)).toBeGreaterThan(7 * DAY);
    expect(Date.parse(seen.WithdrawalDeadline) - Date.parse(seen.DeliveredOn)).toBeLessThanOrEqual(8 * DAY);
    // The seller is told nothing of the buyer's window.
    expect((await as(s.seller).post(BY_ID, { Id: order.Id })).json().Data).toMatchObject({ CanWithdraw: false, WithdrawalDeadline: null });
    const stockAfterSale = await stockById(db(), s.stocks.blueM.id);

    const res = await as(s.buyer).put(WITHDRAW(order.Id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Desistência registrada. O valor pago foi devolvido pelo mesmo meio de pagamento.',
      Data: { Id: order.Id, Status: 4, StatusFormatted: 'Devolução pendente', WithdrawnOn: expect.any(String), ReturnedOn: null, CanWithdraw: false },
    });
    // Value, freight and the balance-payment fee: he is where he was before paying.
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore);
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(sellerBefore);
    expect(await invoiceStatus(order.InvoiceId)).toBe(InvoiceStatus.Cancelado);
    expect(await stockById(db(), s.stocks.blueM.id)).toEqual(stockAfterSale);
    expect((await auditsOf(`order:${order.Id}`)).find((a) => a.action === 'orders.withdrawn')).toMatchObject({ actorId: s.buyer.id });
    expect((await auditsOf(`invoice:${order.InvoiceId}`)).find((a) => a.action === 'invoices.withdrawn')).toMatchObject({
      actorId: s.buyer.id,
      data: { refundedCents: Math.round(order.FixedTotalValue * 100) + 275 },
    });
    expect(await noticesOf(s.buyer.id)).toContainEqual(expect.objectContaining({ title: 'Desistência da compra', kind: 'order-withdrawn' }));
    expect(await noticesOf(s.seller.id)).toContainEqual(expect.objectContaining({ title: 'Um comprador desistiu da compra' }));

    // Again: told it is done, nothing moves.
    const before = await ordersSnapshot(db());
    const again = await as(s.buyer).put(WITHDRAW(order.Id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(fail('A desistência desta compra já foi registrada.'));
    expect(await ordersSnapshot(db())).toEqual(before);

    // Only the seller confirms the return; the stock comes back then, once.
    const byBuyer = await as(s.buyer).put(RETURN(order.Id));
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toEqual(fail('Somente o vendedor pode confirmar a devolução.'));
    expect((await as(stranger).put(RETURN(order.Id))).statusCode).toBe(404);
    const back = await as(s.seller).put(RETURN(order.Id));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      Message: 'Devolução confirmada. O estoque foi devolvido.',
      Data: { Status: 5, StatusFormatted: 'Devolvido', ReturnedOn: expect.any(String) },
    });
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: stockAfterSale.onHand + 2, reserved: stockAfterSale.reserved });
    const twice = await as(s.seller).put(RETURN(order.Id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(fail('Este pedido não tem devolução pendente.'));
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: stockAfterSale.onHand + 2 });
    const returned = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.Id), eq(stockMovements.reason, 'returned')));
    expect(returned.map((m) => [m.onHandDelta, m.reservedDelta, m.actorId])).toEqual([[2, 0, s.seller.id]]);
    expect((await auditsOf(`order:${order.Id}`)).map((a) => a.action)).toContain('orders.returned');
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('after the 7 days: the button is gone and the API refuses; nothing changes', async () => {
    const order = await paidOrder(1);
    await db()
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(orders.id, order.Id));
    expect((await as(s.buyer).post(BY_ID, { Id: order.Id })).json().Data).toMatchObject({ Status: 3, CanWithdraw: false });
    const buyerBalance = await memberBalanceCents(db(), s.buyer.id);
    const before = await ordersSnapshot(db());
    const res = await as(s.buyer).put(WITHDRAW(order.Id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(fail('O prazo de 7 dias para desistir desta compra terminou.'));
    expect(await ordersSnapshot(db())).toEqual(before);
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBalance);
    expect(await invoiceStatus(order.InvoiceId)).toBe(InvoiceStatus.Pago);
  });

  it('a paid order not yet delivered may be withdrawn (the 7 days have not started); an unpaid one may not', async () => {
    const paid = await paidOrder(1, false);
    expect((await as(s.buyer).post(BY_ID, { Id: paid.Id })).json().Data).toMatchObject({ Status: 2, CanWithdraw: true, WithdrawalDeadline: null });
    const res = await as(s.buyer).put(WITHDRAW(paid.Id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Status: 4 });
    // The seller cannot deliver it any more.
    expect((await as(s.seller).put(DELIVER(paid.Id))).statusCode).toBe(409);

    const unpaid = (await as(s.buyer).post(CREATE, { Items: [blue(1)], DeliveryAddressId: s.address.id })).json().Data as { Id: number };
    expect((await as(s.buyer).post(BY_ID, { Id: unpaid.Id })).json().Data).toMatchObject({ CanWithdraw: false });
    const refused = await as(s.buyer).put(WITHDRAW(unpaid.Id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(fail('Somente pedidos pagos ou entregues podem ter a compra desistida.'));
    expect((await orderById(db(), unpaid.Id)).status).toBe(1);
  });

  it("someone else's order: 404 as if missing; its seller sees it but may not withdraw (403); a bad id is a 400", async () => {
    const order = await paidOrder(1);
    const before = await ordersSnapshot(db());
    for (const who of [stranger, admin]) {
      const res = await as(who).put(WITHDRAW(order.Id));
      expect(res.statusCode, who.username).toBe(404);
      expect(res.json()).toEqual(fail('Pedido não encontrado.'));
    }
    const bySeller = await as(s.seller).put(WITHDRAW(order.Id));
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toEqual(fail('Somente quem fez o pedido pode desistir da compra.'));
    expect((await as(s.buyer).put(WITHDRAW('abc'))).statusCode).toBe(400);
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it('two withdrawals at once refund once; two return confirmations at once return the stock once', async () => {
    const buyerBefore = await memberBalanceCents(db(), s.buyer.id);
    const order = await paidOrder(3);
    const stockAfterSale = await stockById(db(), s.stocks.blueM.id);
    const both = await Promise.all([as(s.buyer).put(WITHDRAW(order.Id)), as(s.buyer).put(WITHDRAW(order.Id))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toEqual(fail('A desistência desta compra já foi registrada.'));
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore);
    const refunds = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = ${`invoice:${order.InvoiceId}:cancelPaid:refund`}`),
    );
    expect(Number(refunds[0]!.n)).toBe(1);

    const confirmations = await Promise.all([as(s.seller).put(RETURN(order.Id)), as(s.seller).put(RETURN(order.Id))]);
    expect(confirmations.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: stockAfterSale.onHand + 3 });
    expect(await verifyStock(db())).toEqual([]);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
