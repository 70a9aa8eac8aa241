import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { gatewayPayments, ledgerHolds, ledgerTransactions } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { orderById, seedShop, stockById, type Shop } from '../orders/orders.fixtures';
import { verifyStock } from '../stocks';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './mercadopago-stand-in.test-support';
import { invoiceById } from './payments.fixtures';

/**
 * docs/payments.md#a-payment-racing-a-cancellation: a cancellation (the buyer's, an operator's) and
 * a payment (the balance, a gateway confirmation) of the same invoice, at once and in both orders,
 * end in one consistent state: Pago with the cancellation refused, or Cancelado with the payment
 * refused (the balance) or given back through the gateway (Mercado Pago). Money is never created
 * or lost, the stock is counted once. On PostgreSQL the requests really race (one pooled
 * connection each); on PGlite they run one after the other, in whichever order they land.
 */
let t: TestApp;
let mp: MercadoPagoStandIn;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const GATEWAY = '/api/payments/pay/mercadoPagoPayment';
const CANCEL_ORDER = (id: number) => `/api/store/orders/cancelOrder/${id}`;
const CANCEL_INVOICE = (id: number) => `/api/admin/invoices/${id}/cancelPending`;
const SECRET = 'segredo-do-webhook';
const ROUNDS = 6;
let s: Shop;
let finance: Row;

const PAID_THEN_CANCEL = 'Este pedido já foi pago e não pode ser cancelado.';
const CANCELLED_THEN_PAY = 'Esta fatura foi cancelada e não pode ser paga.';
const PAID_THEN_OPERATOR = 'Esta fatura já foi paga: para cancelá-la, use o cancelamento de fatura paga.';

async function placeOrder(qty: number) {
  const res = await as(s.buyer).post(CREATE, {
    Items: [{ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] }],
    DeliveryAddressId: s.address.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { Id: number; InvoiceId: number; FixedTotalValue: number };
}

/** Mercado Pago's documented signature and a notification as it sends it (no cookie, no XSRF). */
function notify(dataId: string) {
  const requestId = `req-${Math.random().toString(36).slice(2)}`;
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/mercadopago?data.id=${encodeURIComponent(dataId)}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    payload: { action: 'payment.updated', api_version: 'v1', type: 'payment', live_mode: false, user_id: 123, data: { id: dataId } },
  });
}

/** The buyer opens a Pix for the order's invoice, and Mercado Pago approves it (its notification not yet delivered). */
async function approvedPix(order: { InvoiceId: number; FixedTotalValue: number }) {
  const res = await as(s.buyer).post(GATEWAY, {
    PaymentMethod: 1,
    Amount: order.FixedTotalValue,
    Description: `Pagamento da Fatura (Código ${order.InvoiceId})`,
    Email: 'comprador@clube.test',
    DocumentType: 1,
    DocumentNumber: '111.444.777-35',
    InvoiceId: order.InvoiceId,
    Token: null,
    Installments: null,
    Name: 'Comprador Teste',
  });
  expect(res.statusCode, res.body).toBe(200);
  const [attempt] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, res.json().Data.PaymentId));
  mp.set(Number(attempt!.externalId), 'approved', 'accredited');
  return attempt!;
}

const ledgerCount = async (key: string) =>
  Number((await db().select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)))[0]!.n);

/** Both launch orders, alternating: the cancellation's request first, then the payment's first. */
const race = <A, B>(round: number, cancel: () => Promise<A>, pay: () => Promise<B>): Promise<[A, B]> =>
  round % 2 === 0 ? Promise.all([cancel(), pay()]) : Promise.all([pay(), cancel()]).then(([p, c]) => [c, p]);

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  t = await createTestApp({
    env: {
      MERCADOPAGO_ACCESS_TOKEN: mp.accessToken,
      MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_API_URL: mp.url,
      PUBLIC_URL: 'https://office.clube.test',
    },
  });
  s = await seedShop(db());
  finance = await insertMember(db(), { username: 'financeiro', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  await creditMember(db(), s.buyer.id, 1_000_000, EarningCategory.Adesao, 'bônus');
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  expect(await verifyLedger(db())).toEqual([]);
  await t.close();
  await mp.close();
});

describe(`a payment racing a cancellation (${TEST_DB})`, () => {
  it("the buyer's cancellation and his balance payment: Pago and the cancellation refused, or Cancelado and the payment refused; money and stock once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await placeOrder(1);
      const stockBefore = await stockById(db(), s.stocks.blueM.id);
      const buyerBefore = await memberBalanceCents(db(), s.buyer.id);
      const sellerBefore = await memberBalanceCents(db(), s.seller.id);
      const [cancel, pay] = await race(
        round,
        () => as(s.buyer).put(CANCEL_ORDER(order.Id)),
        () => as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId }),
      );
      const stock = await stockById(db(), s.stocks.blueM.id);
      const invoice = await invoiceById(db(), order.InvoiceId);
      if (pay.statusCode === 200) {
        expect([cancel.statusCode, cancel.json().Message]).toEqual([409, PAID_THEN_CANCEL]);
        expect(invoice.status).toBe(InvoiceStatus.Pago);
        expect((await orderById(db(), order.Id)).status).toBe(2);
        // Sold once: on hand down by one, the reservation gone.
        expect(stock).toMatchObject({ onHand: stockBefore.onHand - 1, reserved: stockBefore.reserved - 1 });
        expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore - Math.round(order.FixedTotalValue * 100) - 275);
        // The seller's credit is held through the buyer's 7 days (docs/ledger.md#held-credits): not in his wallet yet.
        expect(await memberBalanceCents(db(), s.seller.id)).toBe(sellerBefore);
        const [sale] = await db()
          .select()
          .from(ledgerHolds)
          .where(and(eq(ledgerHolds.invoiceId, order.InvoiceId), eq(ledgerHolds.kind, 'sale')));
        expect(sale).toMatchObject({ userId: s.seller.id, status: 1 });
      } else {
        expect(cancel.statusCode, cancel.body).toBe(200);
        expect([pay.statusCode, pay.json().Message]).toEqual([409, CANCELLED_THEN_PAY]);
        expect(invoice.status).toBe(InvoiceStatus.Cancelado);
        expect((await orderById(db(), order.Id)).status).toBe(0);
        // Released once: on hand untouched, the reservation gone.
        expect(stock).toMatchObject({ onHand: stockBefore.onHand, reserved: stockBefore.reserved - 1 });
        expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore);
        expect(await memberBalanceCents(db(), s.seller.id)).toBe(sellerBefore);
        expect(await ledgerCount(`invoice:${order.InvoiceId}:paid`)).toBe(0);
      }
    }
  });

  it("an operator's cancellation and the balance payment: the same, with the operator told the invoice was paid", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await placeOrder(1);
      const stockBefore = await stockById(db(), s.stocks.blueM.id);
      const buyerBefore = await memberBalanceCents(db(), s.buyer.id);
      const [cancel, pay] = await race(
        round,
        () => as(finance).post(CANCEL_INVOICE(order.InvoiceId), { Reason: 'Corrida com o pagamento.' }),
        () => as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId }),
      );
      const stock = await stockById(db(), s.stocks.blueM.id);
      if (pay.statusCode === 200) {
        expect([cancel.statusCode, cancel.json().Message]).toEqual([409, PAID_THEN_OPERATOR]);
        expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Pago);
        expect(stock).toMatchObject({ onHand: stockBefore.onHand - 1, reserved: stockBefore.reserved - 1 });
      } else {
        expect(cancel.statusCode, cancel.body).toBe(200);
        expect([pay.statusCode, pay.json().Message]).toEqual([409, CANCELLED_THEN_PAY]);
        expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
        expect(stock).toMatchObject({ onHand: stockBefore.onHand, reserved: stockBefore.reserved - 1 });
        expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore);
      }
    }
  });

  it("the buyer's cancellation and Mercado Pago's approval notification: Pago, or Cancelado with the money refunded through Mercado Pago (never to the wallet)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await placeOrder(1);
      const attempt = await approvedPix(order);
      const stockBefore = await stockById(db(), s.stocks.blueM.id);
      const buyerBefore = await memberBalanceCents(db(), s.buyer.id);
      const [cancel, note] = await race(
        round,
        () => as(s.buyer).put(CANCEL_ORDER(order.Id)),
        () => notify(attempt.externalId!),
      );
      expect(note.statusCode, note.body).toBe(200);
      const after = (await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, attempt.id)))[0]!;
      const stock = await stockById(db(), s.stocks.blueM.id);
      const approvedKey = `gateway:mercadopago:${attempt.externalId}:approved`;
      const refunds = mp.refundCalls.filter((c) => c.paymentId === Number(attempt.externalId));
      if (cancel.statusCode === 200) {
        // Cancelled first: the approval found the invoice Cancelado, and the money went back at Mercado Pago.
        expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
        expect(after).toMatchObject({ status: 3, statusDetail: 'refunded' });
        expect(refunds).toEqual([{ paymentId: Number(attempt.externalId), idempotencyKey: `refund-${attempt.externalId}` }]);
        expect(await ledgerCount(approvedKey)).toBe(0);
        expect(stock).toMatchObject({ onHand: stockBefore.onHand, reserved: stockBefore.reserved - 1 });
      } else {
        expect([cancel.statusCode, cancel.json().Message]).toEqual([409, PAID_THEN_CANCEL]);
        expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Pago);
        expect(after).toMatchObject({ status: 1 });
        expect(refunds).toEqual([]);
        expect(await ledgerCount(approvedKey)).toBe(1);
        expect(stock).toMatchObject({ onHand: stockBefore.onHand - 1, reserved: stockBefore.reserved - 1 });
      }
      // Either way the buyer's wallet is untouched: card and Pix money never becomes balance.
      expect(await memberBalanceCents(db(), s.buyer.id)).toBe(buyerBefore);
      // The same notification again changes nothing.
      expect((await notify(attempt.externalId!)).statusCode).toBe(200);
      expect(mp.refundCalls.filter((c) => c.paymentId === Number(attempt.externalId))).toHaveLength(refunds.length);
    }
  });

  it('one after the other, in both orders: cancelled then confirmed (refunded at Mercado Pago), confirmed then cancelled (409)', async () => {
    const first = await placeOrder(1);
    const early = await approvedPix(first);
    expect((await as(s.buyer).put(CANCEL_ORDER(first.Id))).statusCode).toBe(200);
    expect((await notify(early.externalId!)).statusCode).toBe(200);
    expect((await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, early.id)))[0]).toMatchObject({ status: 3, statusDetail: 'refunded' });
    expect(mp.payments.get(Number(early.externalId))!.status).toBe('refunded');
    expect(await ledgerCount(`gateway:mercadopago:${early.externalId}:approved`)).toBe(0);

    const second = await placeOrder(1);
    const late = await approvedPix(second);
    expect((await notify(late.externalId!)).statusCode).toBe(200);
    expect((await as(s.buyer).put(CANCEL_ORDER(second.Id))).json()).toMatchObject({ IsSuccess: false, Message: PAID_THEN_CANCEL });
    expect((await as(finance).post(CANCEL_INVOICE(second.InvoiceId), { Reason: 'Tarde demais.' })).json()).toMatchObject({ Message: PAID_THEN_OPERATOR });
    expect((await orderById(db(), second.Id)).status).toBe(2);
    expect(await ledgerCount(`gateway:mercadopago:${late.externalId}:approved`)).toBe(1);
  });
});
