import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EarningCategory, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { releaseHeldCredits } from '../bonuses';
import { verifyStock } from '../stocks';
import { cancelExpiredOrders, cancelOrderOfInvoice } from './index';
import {
  CITY,
  insertAddress,
  insertDistributionCenter,
  insertProduct,
  insertStock,
  insertStorage,
  orderById,
  productById,
  seedShop,
  stockById,
  type Shop,
} from './orders.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const GATEWAY = '/api/payments/pay/mercadoPagoPayment';
const DAY = 86_400_000;
let s: Shop;

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });

async function placeOrder(buyer: Row, items: unknown[], addressId: number) {
  const res = await as(buyer).post(CREATE, { Items: items, DeliveryAddressId: addressId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { Id: number; InvoiceId: number; FixedTotalValue: number };
}

const sellerEntries = (orderId: number) =>
  db()
    .select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.idempotencyKey, `order:${orderId}:seller`));

/** Entries of the seller's released credit for the order (docs/bonuses.md#held-commissions). */
const releasedEntries = (invoiceId: number) =>
  db()
    .select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.kind, 'order_sale_release'), eq(ledgerTransactions.reference, `invoice:${invoiceId}`)));

/** The seller delivers; seven days later the release job pays what was held. */
async function deliverAndRelease(seller: Row, orderId: number) {
  expect((await as(seller).put(`/api/store/orders/updateOrderToDelivered/${orderId}`)).statusCode).toBe(200);
  await releaseHeldCredits(db(), new Date(Date.now() + 8 * DAY));
}

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  await creditMember(db(), s.buyer.id, 100_000, EarningCategory.Adesao, 'bônus');
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`paying an order's invoice (${TEST_DB})`, () => {
  it('by balance: the order is Pago, the stock sold, the sales counted and the seller credited to the centavo', async () => {
    const order = await placeOrder(s.buyer, [blue(2)], s.address.id);
    const res = await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderById(db(), order.Id);
    expect(row).toMatchObject({ status: 2, paidAt: expect.any(Date) });
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 8, reserved: 0 });
    expect((await productById(db(), s.shirt.id)).numberOfSales).toBe(2);
    // 160,00 paid − 10 % (16,00) + Sedex 25,90 = 169,90, held ('Retido') until seven days after
    // the delivery: club revenue paid it into held credits, the seller's wallet has nothing yet.
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(0);
    expect(await sellerEntries(order.Id)).toEqual(
      expect.arrayContaining([
        { amount: -16_990, category: null },
        { amount: 16_990, category: null },
      ]),
    );
    // Buyer: 185,90 and the R$ 2,75 fee.
    expect(await memberBalanceCents(db(), s.buyer.id)).toBe(100_000 - 18_590 - 275);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.paid'), eq(auditLog.target, `order:${order.Id}`)));
    expect(audit!.data).toMatchObject({ via: 'balance', sellerCreditedCents: 0, sellerHeldCents: 16_990, notCredited: null });
    // Paid twice: refused, nothing moves again.
    const again = await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId });
    expect(again.statusCode).toBe(409);
    await deliverAndRelease(s.seller, order.Id);
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(16_990);
    expect(await releasedEntries(order.InvoiceId)).toEqual(expect.arrayContaining([{ amount: 16_990, category: EarningCategory.B2B }]));
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('by the offline gateway (demonstration): Pago and sold, but no seller credit, and the audit says why', async () => {
    const order = await placeOrder(s.buyer, [blue(1)], s.address.id);
    const sellerBefore = await memberBalanceCents(db(), s.seller.id);
    const res = await as(s.buyer).post(GATEWAY, {
      PaymentMethod: 2,
      PaymentMethodId: 'master',
      CardLastFourDigits: '6351',
      Installments: 1,
      Amount: order.FixedTotalValue,
      Description: `Pagamento da Fatura (Código ${order.InvoiceId})`,
      Email: 'comprador@clube.test',
      DocumentType: 1,
      DocumentNumber: '111.444.777-35',
      InvoiceId: order.InvoiceId,
      Token: null,
      Name: 'APRO',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe(1);
    expect((await orderById(db(), order.Id)).status).toBe(2);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 7, reserved: 0 });
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(sellerBefore);
    expect(await sellerEntries(order.Id)).toEqual([]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.paid'), eq(auditLog.target, `order:${order.Id}`)));
    expect(audit!.data).toMatchObject({ via: 'offline', sellerCreditedCents: 0, notCredited: 'offline_settlement' });
  });

  it("the club's own products credit no member", async () => {
    const admin = await insertMember(db(), { username: 'admin.clube', type: UserType.Administrator });
    const dc = await insertDistributionCenter(db(), admin.id, CITY.saoPaulo);
    const book = await insertProduct(db(), { ownerId: admin.id, isOffice: true, name: 'Livro do Clube' });
    const stock = await insertStock(db(), { productId: book.id, storageId: (await insertStorage(db(), dc.id)).id, quantity: 4 });
    const order = await placeOrder(s.buyer, [{ ProductId: book.id, Quantity: 1 }], s.address.id);
    expect((await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
    expect((await orderById(db(), order.Id)).status).toBe(2);
    expect(await stockById(db(), stock.id)).toMatchObject({ onHand: 3, reserved: 0 });
    expect(await memberBalanceCents(db(), admin.id)).toBe(0);
    expect(await sellerEntries(order.Id)).toEqual([]);
  });

  it('a store client paying a B2C order credits the seller in category B2C', async () => {
    const client = await insertMember(db(), { username: 'cliente.paga', type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] });
    const address = await insertAddress(db(), client.id, CITY.saoPaulo);
    await creditMember(db(), client.id, 50_000, EarningCategory.Adesao, 'crédito');
    const order = await placeOrder(client, [blue(1)], address.id);
    const before = await memberBalanceCents(db(), s.seller.id);
    expect((await as(client).post(BALANCE, { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
    // 100,00 − 10 % + Sedex 25,90 = 115,90, once the buyer's seven days after delivery have passed.
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(before);
    await deliverAndRelease(s.seller, order.Id);
    expect(await memberBalanceCents(db(), s.seller.id)).toBe(before + 11_590);
    expect(await releasedEntries(order.InvoiceId)).toEqual(expect.arrayContaining([{ amount: 11_590, category: EarningCategory.B2C }]));
  });
});

describe(`expiry and cancellation (${TEST_DB})`, () => {
  it('the daily job cancels unpaid order invoices the day after they fall due, releasing the stock; once', async () => {
    const order = await placeOrder(s.buyer, [blue(3)], s.address.id);
    const reserved = (await stockById(db(), s.stocks.blueM.id)).reserved;
    expect(reserved).toBeGreaterThanOrEqual(3);
    // Due in 3 days: on the due day it still waits.
    expect(await cancelExpiredOrders(db(), new Date(Date.now() + 3 * DAY))).toEqual({ cancelled: 0 });
    expect((await orderById(db(), order.Id)).status).toBe(1);
    expect(await cancelExpiredOrders(db(), new Date(Date.now() + 4 * DAY))).toEqual({ cancelled: 1 });
    expect(await orderById(db(), order.Id)).toMatchObject({ status: 0, cancelledAt: expect.any(Date) });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, order.InvoiceId));
    expect(invoice).toMatchObject({ status: 0, cancelledAt: expect.any(Date) });
    expect((await stockById(db(), s.stocks.blueM.id)).reserved).toBe(reserved - 3);
    expect(await cancelExpiredOrders(db(), new Date(Date.now() + 5 * DAY))).toEqual({ cancelled: 0 });
    // A cancelled invoice cannot be paid.
    const pay = await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().Message).toBe('Esta fatura foi cancelada e não pode ser paga.');
    expect((await orderById(db(), order.Id)).status).toBe(0);
  });

  it('cancelOrderOfInvoice (operators) cancels a pending order once and leaves a paid one alone', async () => {
    const operator = await insertMember(db(), { username: 'operador.pedidos', type: UserType.Administrator });
    const pending = await placeOrder(s.buyer, [blue(1)], s.address.id);
    const cancelled = await db().transaction((tx) => cancelOrderOfInvoice(tx, pending.InvoiceId, operator.id));
    expect(cancelled).toMatchObject({ id: pending.Id, status: 0 });
    expect(await db().transaction((tx) => cancelOrderOfInvoice(tx, pending.InvoiceId, operator.id))).toBeUndefined();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.cancelled'), eq(auditLog.target, `order:${pending.Id}`)));
    expect(audit).toMatchObject({ actorId: operator.id });

    const paid = await placeOrder(s.buyer, [blue(1)], s.address.id);
    expect((await as(s.buyer).post(BALANCE, { InvoiceId: paid.InvoiceId })).statusCode).toBe(200);
    const stockBefore = await stockById(db(), s.stocks.blueM.id);
    expect(await db().transaction((tx) => cancelOrderOfInvoice(tx, paid.InvoiceId, operator.id))).toBeUndefined();
    expect((await orderById(db(), paid.Id)).status).toBe(2);
    expect(await stockById(db(), s.stocks.blueM.id)).toEqual(stockBefore);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
