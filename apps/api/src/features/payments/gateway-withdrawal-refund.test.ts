import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { InvoiceStatus, UserStatus } from '@clube/contract';
import { OrderStatus } from '@clube/contract/orders';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, gatewayNotifications, gatewayPayments, invoices, ledgerTransactions, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents, systemBalanceCents, SystemAccount, verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage, orderById } from '../orders/orders.fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './mercadopago-stand-in.test-support';
import { insertInvoice, insertPlan, invoiceById } from './payments.fixtures';

/**
 * The buyer's and the new member's withdrawal (CDC art. 49) of what a card paid through Mercado
 * Pago: the money goes back through Mercado Pago's refund, once (docs/payments.md#refund-by-the-same-means).
 */
let t: TestApp;
let mp: MercadoPagoStandIn;
type Member = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const PAY = '/api/payments/pay/mercadoPagoPayment';
const SECRET = 'segredo-do-webhook';
let buyer: Member;
let seller: Member;
let productId: number;
let addressId: number;

const attemptOf = async (invoiceId: number) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.invoiceId, invoiceId)))[0]!;
const ledgerCount = async () => Number((await db().select({ n: count() }).from(ledgerTransactions))[0]!.n);
const auditActions = async (target: string) => (await db().select().from(auditLog).where(eq(auditLog.target, target))).map((a) => a.action);

function notify(dataId: string) {
  const requestId = `req-${Math.random().toString(36).slice(2)}`;
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    payload: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
  });
}

/** Pays the invoice's whole amount with an approved card (the stand-in approves 'tok-apro' at once). */
async function payByCard(payer: Member, invoiceId: number) {
  const inv = await invoiceById(db(), invoiceId);
  const res = await as(payer).post(PAY, {
    PaymentMethod: 2,
    PaymentMethodId: 'master',
    Token: 'tok-apro',
    Installments: 1,
    IssuerId: '24',
    Amount: (inv.valueCents + inv.deliverValueCents) / 100,
    Description: `Pagamento da Fatura (Código ${invoiceId})`,
    Email: 'pagador@clube.test',
    DocumentType: 1,
    DocumentNumber: '111.444.777-35',
    InvoiceId: invoiceId,
    Name: 'Pagador Teste',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await invoiceById(db(), invoiceId)).status).toBe(InvoiceStatus.Pago);
  return (await attemptOf(invoiceId)).externalId!;
}

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  t = await createTestApp({
    env: { PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: mp.accessToken, MERCADOPAGO_WEBHOOK_SECRET: SECRET, MERCADOPAGO_API_URL: mp.url },
  });
  buyer = await insertMember(db(), { username: 'compradora' });
  seller = await insertMember(db(), { username: 'vendedora' });
  const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
  const storage = await insertStorage(db(), dc.id, 1);
  addressId = (await insertAddress(db(), buyer.id, CITY.saoPaulo)).id;
  const product = await insertProduct(db(), { ownerId: seller.id, priceCents: 10_000, dealerDiscountCents: 2_000, officePercentageBps: 1_000 });
  await insertStock(db(), { productId: product.id, storageId: storage.id, quantity: 10 });
  productId = product.id;
});
afterAll(async () => {
  expect(await verifyLedger(db())).toEqual([]);
  await t.close();
  await mp.close();
});

describe(`withdrawal of what a card paid through Mercado Pago (${TEST_DB})`, () => {
  it("an order: Mercado Pago's refund is asked once, the invoice is cancelled, the seller's credit taken back, and the refund's notice changes nothing more", async () => {
    const res = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [] }],
      DeliveryAddressId: addressId,
      DeliveryType: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().Data as { Id: number; InvoiceId: number };
    const sellerBefore = await memberBalanceCents(db(), seller.id);
    const externalId = await payByCard(buyer, order.InvoiceId);
    expect((await as(seller).put(`/api/store/orders/updateOrderToDelivered/${order.Id}`)).statusCode).toBe(200);
    const buyerWallet = await memberBalanceCents(db(), buyer.id);
    const revenue = await systemBalanceCents(db(), SystemAccount.ClubRevenue);
    const refundsBefore = mp.refundCalls.length;

    const withdrawn = await as(buyer).put(`/api/store/orders/withdrawOrder/${order.Id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().Data).toMatchObject({ Status: OrderStatus.DevolucaoPendente });
    expect(mp.refundCalls.slice(refundsBefore)).toEqual([{ paymentId: Number(externalId), idempotencyKey: `refund-${externalId}` }]);
    expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
    expect(await attemptOf(order.InvoiceId)).toMatchObject({ status: 3, statusDetail: 'refunded' });
    // Nothing to the wallet: the money went back to the card. The seller gives his credit back.
    expect(await memberBalanceCents(db(), buyer.id)).toBe(buyerWallet);
    expect(await memberBalanceCents(db(), seller.id)).toBe(sellerBefore);
    expect(await systemBalanceCents(db(), SystemAccount.ClubRevenue)).toBeLessThan(revenue);
    expect(await auditActions(`payment:${(await attemptOf(order.InvoiceId)).publicId}`)).toEqual(['payments.refund_requested', 'payments.refunded']);

    // Mercado Pago then tells the payment was refunded: nothing more moves.
    const ledgerBefore = await ledgerCount();
    mp.set(Number(externalId), 'refunded', 'refunded');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect(await ledgerCount()).toBe(ledgerBefore);
    const outcomes = (await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, externalId))).map((n) => n.outcome);
    expect(outcomes.at(-1)).toBe('already_applied');
    expect((await orderById(db(), order.Id)).status).toBe(OrderStatus.DevolucaoPendente);
    expect(mp.refundCalls.length).toBe(refundsBefore + 1);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a refund Mercado Pago refuses: the withdrawal stands, the attempt says refund_failed for an operator', async () => {
    const res = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [] }],
      DeliveryAddressId: addressId,
      DeliveryType: 0,
    });
    const order = res.json().Data as { Id: number; InvoiceId: number };
    await payByCard(buyer, order.InvoiceId);
    mp.failNextRefund(400);
    const withdrawn = await as(buyer).put(`/api/store/orders/withdrawOrder/${order.Id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
    expect(await attemptOf(order.InvoiceId)).toMatchObject({ status: 3, statusDetail: 'refund_failed' });
    expect(await auditActions(`payment:${(await attemptOf(order.InvoiceId)).publicId}`)).toContain('payments.refund_failed');
  });

  it('an adhesion paid by card: refunded through Mercado Pago, the member made Inativo, his pending Mensalidade cancelled', async () => {
    const plan = await insertPlan(db(), { name: 'Ouro', priceCents: 30_000, monthlyCents: 5_000 });
    const member = await insertMember(db(), { username: 'novato', status: UserStatus.Pendente });
    const adhesion = await insertInvoice(db(), { userId: member.id, type: 1, valueCents: 30_000, planId: plan.id });
    const externalId = await payByCard(member, adhesion.id);
    const pendingFee = (await db().select().from(invoices).where(eq(invoices.userId, member.id))).find((i) => i.type === 2 && i.status === 1);
    expect(pendingFee).toBeDefined();
    const refundsBefore = mp.refundCalls.length;

    expect((await as(member).get('/api/plans/getAdhesionWithdrawal')).json().Data).toMatchObject({ InvoiceId: adhesion.id, CanWithdraw: true });
    const res = await as(member).post('/api/plans/withdrawAdhesion');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Desistência da adesão registrada. O valor foi devolvido e sua conta está Inativa.',
      Data: { InvoiceId: adhesion.id, RefundedToWallet: 0, RefundedThroughGateway: 300, CancelledInvoicesIds: [pendingFee!.id], UserStatus: 0 },
    });
    expect(mp.refundCalls.slice(refundsBefore)).toEqual([{ paymentId: Number(externalId), idempotencyKey: `refund-${externalId}` }]);
    expect((await db().select({ status: users.status }).from(users).where(eq(users.id, member.id)))[0]!.status).toBe(UserStatus.Inativo);
    expect((await invoiceById(db(), pendingFee!.id)).status).toBe(InvoiceStatus.Cancelado);
    expect((await as(member).get('/api/plans/getAdhesionWithdrawal')).json().Data).toMatchObject({ InvoiceId: null, CanWithdraw: false });
  });
});
