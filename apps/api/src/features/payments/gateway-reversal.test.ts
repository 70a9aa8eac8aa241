import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserType } from '@clube/contract';
import { OrderStatus } from '@clube/contract/orders';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, commissionLines, gatewayNotifications, gatewayPayments, ledgerTransactions, products } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { clawbackKey, commissionKey } from '../bonuses';
import { entriesOfKey, insertUnilevel, linesOf, setBonificationCenter, sponsorChain, type Member } from '../bonuses/bonuses.fixtures';
import { memberBalanceCents, post, SystemAccount, systemBalanceCents, verifyLedger, type SystemAccountCode } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage, orderById } from '../orders/orders.fixtures';
import { orderSaleReversalKey } from '../orders';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from './mercadopago-stand-in.test-support';
import { insertInvoice, insertPlan, invoiceById } from './payments.fixtures';
import { gatewayReversalKey } from './gateway-reversal.service';
import { toPaymentResponse } from './gateway-payment.mapper';

/** A Mercado Pago refund or chargeback of the payment that settled an invoice (docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice). */

let t: TestApp;
let mp: MercadoPagoStandIn;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const PAY = '/api/payments/pay/mercadoPagoPayment';
const SECRET = 'segredo-do-webhook';
/** d[1] sponsors every payer here (level 1, 10 %), d[0] is level 2 (5 %). */
let d: Member[];
let operator: Member;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let seq = 0;

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

const systemBalance = (code: SystemAccountCode) => systemBalanceCents(db(), code);
const ledgerCount = async () => Number((await db().select({ n: count() }).from(ledgerTransactions))[0]!.n);
const attempt = async (publicId: string) => (await db().select().from(gatewayPayments).where(eq(gatewayPayments.publicId, publicId)))[0]!;
const outcomesOf = async (externalId: string) =>
  (await db().select().from(gatewayNotifications).where(eq(gatewayNotifications.externalId, externalId))).map((n) => n.outcome);
const auditsOf = (target: string) => db().select().from(auditLog).where(eq(auditLog.target, target));
const balances = (members: Member[]) => Promise.all(members.map((m) => memberBalanceCents(db(), m.id)));

/** Opens a Pix for the invoice's whole amount, and Mercado Pago approves it: the invoice is paid. */
async function payByPix(payer: Member, invoiceId: number) {
  const inv = await invoiceById(db(), invoiceId);
  const res = await as(payer).post(PAY, {
    PaymentMethod: 'pix',
    Amount: (inv.valueCents + inv.deliverValueCents) / 100,
    Description: `Pagamento da Fatura (Código ${invoiceId})`,
    Email: 'pagador@clube.test',
    DocumentType: 1,
    DocumentNumber: '111.444.777-35',
    InvoiceId: invoiceId,
    Token: null,
    Installments: null,
    Name: 'Pagador Teste',
  });
  expect(res.statusCode, res.body).toBe(200);
  const publicId = res.json().Data.PaymentId as string;
  const externalId = (await attempt(publicId)).externalId!;
  mp.set(Number(externalId), 'approved', 'accredited');
  expect((await notify(externalId)).statusCode).toBe(200);
  expect((await invoiceById(db(), invoiceId)).status).toBe(InvoiceStatus.Pago);
  return { publicId, externalId };
}

async function monthlyFeePaidByPix(cents: number) {
  const payer = await insertMember(db(), { username: `pagador${++seq}`, sponsorId: d[1]!.id });
  const inv = await insertInvoice(db(), {
    userId: payer.id,
    type: InvoiceType.Mensalidade,
    valueCents: cents,
    planId: plan.id,
    dueDate: `2030-02-${String(seq).padStart(2, '0')}`,
  });
  return { payer, inv, ...(await payByPix(payer, inv.id)) };
}

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  t = await createTestApp({
    env: { PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: mp.accessToken, MERCADOPAGO_WEBHOOK_SECRET: SECRET, MERCADOPAGO_API_URL: mp.url },
  });
  const table = await insertUnilevel(db(), 'Mensalidades', [1_000, 500]);
  await setBonificationCenter(db(), { MonthlyPaymentUnilevelId: table });
  plan = await insertPlan(db(), { name: 'Prata', priceCents: 50_000, monthlyCents: 10_000 });
  d = await sponsorChain(db(), 'd', 2);
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

describe(`Mercado Pago refunds and chargebacks of a settled payment (${TEST_DB})`, () => {
  it('a refund cancels the paid invoice and claws its bonuses back once, however often it is notified', async () => {
    const before = await balances(d);
    const revenueBefore = await systemBalance(SystemAccount.ClubRevenue);
    const { payer, inv, publicId, externalId } = await monthlyFeePaidByPix(10_000);
    // Approved: the sponsor chain was credited.
    expect((await linesOf(db(), inv.id)).map((l) => [l.beneficiaryId, l.amountCents, l.status])).toEqual([
      [d[1]!.id, 1_000, 1],
      [d[0]!.id, 500, 1],
    ]);
    expect(await balances(d)).toEqual([before[0]! + 500, before[1]! + 1_000]);
    const payerBalance = await memberBalanceCents(db(), payer.id);

    mp.set(Number(externalId), 'refunded', 'refunded');
    const res = await notify(externalId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: null });

    expect(await invoiceById(db(), inv.id)).toMatchObject({ status: InvoiceStatus.Cancelado, cancelledAt: expect.any(Date) });
    const lines = await linesOf(db(), inv.id);
    expect(lines.map((l) => [l.beneficiaryId, l.amountCents, l.reversesLineId, l.note])).toEqual([
      [d[1]!.id, 1_000, null, null],
      [d[0]!.id, 500, null, null],
      [d[1]!.id, -1_000, lines[0]!.id, 'clawback'],
      [d[0]!.id, -500, lines[1]!.id, 'clawback'],
    ]);
    expect(await balances(d)).toEqual(before);
    // Nothing goes to the payer's wallet: his money went back through Mercado Pago.
    expect(await memberBalanceCents(db(), payer.id)).toBe(payerBalance);
    expect((await entriesOfKey(db(), gatewayReversalKey('mercadopago', externalId))).map((e) => e.amount).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
    expect(await systemBalance(SystemAccount.ClubRevenue)).toBe(revenueBefore);
    expect(await attempt(publicId)).toMatchObject({ status: 3, statusDetail: 'payment_refunded' });
    const invoiceAudit = (await auditsOf(`invoice:${inv.id}`)).find((a) => a.action === 'invoices.payment_reversed');
    expect(invoiceAudit).toMatchObject({
      actorId: null,
      reason: 'mercadopago: refunded',
      before: { status: 2, settledVia: 'mercadopago' },
      after: { status: 0 },
      data: {
        gateway: 'mercadopago',
        externalId,
        paymentPublicId: publicId,
        gatewayStatus: 'refunded',
        gatewayStatusDetail: 'refunded',
        clawedBackLines: 2,
        clawedBackCents: 1_500,
        refundedCents: 0,
      },
    });
    expect((await auditsOf(`payment:${publicId}`)).map((a) => [a.action, (a.data as { invoiceCancelled: boolean }).invoiceCancelled])).toEqual([
      ['payments.reversed', true],
    ]);
    // The member's payment page says what happened.
    expect(toPaymentResponse(await attempt(publicId))).toMatchObject({
      Status: 3,
      StatusDetail: 'O pagamento foi devolvido pelo meio de pagamento e a fatura, cancelada.',
    });

    // Replayed, and then a chargeback of the same payment: nothing more.
    const ledgerBefore = await ledgerCount();
    for (const status of ['refunded', 'refunded', 'charged_back']) {
      mp.set(Number(externalId), status, status === 'charged_back' ? 'settled' : 'refunded');
      expect((await notify(externalId)).statusCode).toBe(200);
    }
    expect(await outcomesOf(externalId)).toEqual(['approved', 'reversed', 'already_applied', 'already_applied', 'already_applied']);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await linesOf(db(), inv.id)).toHaveLength(4);
    expect(await balances(d)).toEqual(before);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("a chargeback takes back what a wallet still holds and records the rest as the member's debt", async () => {
    const { inv, publicId, externalId } = await monthlyFeePaidByPix(20_000);
    // d[1] (R$ 20,00 of this fee) spends all but R$ 5,00.
    const spend = (await memberBalanceCents(db(), d[1]!.id)) - 500;
    await post(db(), {
      kind: 'test',
      idempotencyKey: `test:spend:${inv.id}`,
      description: 'gasto',
      legs: [
        { member: d[1]!.id, amountCents: -spend },
        { system: SystemAccount.BankPayouts, amountCents: spend },
      ],
    });
    const receivables = await systemBalance(SystemAccount.BonusReceivables);

    mp.set(Number(externalId), 'charged_back', 'settled');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Cancelado);
    expect(await memberBalanceCents(db(), d[1]!.id)).toBe(0);
    expect(await systemBalance(SystemAccount.BonusReceivables)).toBe(receivables - 1_500);
    expect((await linesOf(db(), inv.id)).filter((l) => l.reversesLineId !== null).map((l) => [l.beneficiaryId, l.amountCents, l.note])).toEqual([
      [d[1]!.id, -2_000, 'clawback; unrecovered 1500'],
      [d[0]!.id, -1_000, 'clawback'],
    ]);
    expect(await attempt(publicId)).toMatchObject({ status: 3, statusDetail: 'payment_charged_back' });
    expect((await auditsOf(`invoice:${inv.id}`)).find((a) => a.action === 'invoices.payment_reversed')).toMatchObject({
      data: { gatewayStatus: 'charged_back', gatewayStatusDetail: 'settled', clawedBackCents: 3_000, unrecoveredCents: 1_500 },
    });
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a chargeback decided for the club (reimbursed) changes nothing', async () => {
    const { inv, publicId, externalId } = await monthlyFeePaidByPix(10_000);
    const ledgerBefore = await ledgerCount();
    mp.set(Number(externalId), 'charged_back', 'reimbursed');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Pago);
    expect(await attempt(publicId)).toMatchObject({ status: 1 });
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect((await outcomesOf(externalId)).at(-1)).toBe('already_applied');
  });

  it("after an operator's cancelPaid, a refund only records the money's way back", async () => {
    const { inv, publicId, externalId } = await monthlyFeePaidByPix(10_000);
    const res = await as(operator).post(`/api/admin/invoices/${inv.id}/cancelPaid`, { Reason: 'Devolvido no Mercado Pago.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ ClawedBackLines: 2, ClawedBack: 15, Refunded: 0 });
    const linesBefore = (await linesOf(db(), inv.id)).length;
    const clawbacks = await entriesOfKey(db(), clawbackKey(inv.id));

    mp.set(Number(externalId), 'refunded', 'refunded');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await outcomesOf(externalId)).at(-1)).toBe('reversed');
    expect((await linesOf(db(), inv.id)).length).toBe(linesBefore);
    expect(await entriesOfKey(db(), clawbackKey(inv.id))).toEqual(clawbacks);
    expect((await entriesOfKey(db(), gatewayReversalKey('mercadopago', externalId))).length).toBe(2);
    expect((await auditsOf(`invoice:${inv.id}`)).map((a) => a.action)).not.toContain('invoices.payment_reversed');
    expect((await auditsOf(`payment:${publicId}`)).map((a) => [a.action, (a.data as { invoiceCancelled: boolean }).invoiceCancelled])).toEqual([
      ['payments.reversed', false],
    ]);
    expect(await verifyLedger(db())).toEqual([]);
  });
});

describe(`Mercado Pago refund of a paid order (${TEST_DB})`, () => {
  let buyer: Member;
  let seller: Member;
  let productId: number;
  let addressId: number;

  beforeAll(async () => {
    // The clawback of credits already in the wallets: here a club that pays orders at once. What
    // is still held when the payment goes back is voided instead (held-credits.test.ts).
    await setBonificationCenter(db(), { HeldInvoiceTypes: [InvoiceType.Adesao] });
    buyer = await insertMember(db(), { username: 'compradora', sponsorId: d[1]!.id });
    seller = await insertMember(db(), { username: 'vendedora' });
    const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
    const storage = await insertStorage(db(), dc.id, 1);
    addressId = (await insertAddress(db(), buyer.id, CITY.saoPaulo)).id;
    const table = await insertUnilevel(db(), 'Produtos', [2_000]);
    // R$ 100,00 − 20,00 dealer discount; the club keeps 10 % (R$ 8,00), level 1 gets 20 % of it.
    const product = await insertProduct(db(), { ownerId: seller.id, priceCents: 10_000, dealerDiscountCents: 2_000, officePercentageBps: 1_000 });
    await db().update(products).set({ unilevelId: table }).where(eq(products.id, product.id));
    await insertStock(db(), { productId: product.id, storageId: storage.id, quantity: 10 });
    productId = product.id;
  });

  async function orderPaidByPix() {
    const res = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [] }],
      DeliveryAddressId: addressId,
      DeliveryType: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().Data as { Id: number; InvoiceId: number };
    return { order, ...(await payByPix(buyer, order.InvoiceId)) };
  }

  it('takes the sale back from the seller (never below zero), claws back the bonuses and cancels an order not yet delivered, for an operator to look at', async () => {
    const { order, externalId } = await orderPaidByPix();
    const paid = await orderById(db(), order.Id);
    expect(paid.status).toBe(OrderStatus.Pago);
    const sellerCents = paid.sellerAmountCents;
    expect(sellerCents).toBeGreaterThan(0);
    expect(await memberBalanceCents(db(), seller.id)).toBe(sellerCents);
    expect((await linesOf(db(), order.InvoiceId)).map((l) => [l.beneficiaryId, l.amountCents, l.category])).toEqual([[d[1]!.id, 160, EarningCategory.B2B]]);
    // The seller withdrew all but R$ 10,00.
    await post(db(), {
      kind: 'test',
      idempotencyKey: `test:seller:${order.Id}`,
      description: 'saque',
      legs: [
        { member: seller.id, amountCents: -(sellerCents - 1_000) },
        { system: SystemAccount.BankPayouts, amountCents: sellerCents - 1_000 },
      ],
    });
    const receivables = await systemBalance(SystemAccount.BonusReceivables);
    const level1 = await memberBalanceCents(db(), d[1]!.id);

    mp.set(Number(externalId), 'refunded', 'refunded');
    expect((await notify(externalId)).statusCode).toBe(200);

    expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
    expect(await orderById(db(), order.Id)).toMatchObject({ status: OrderStatus.Cancelado, cancelledAt: expect.any(Date) });
    expect(await memberBalanceCents(db(), seller.id)).toBe(0);
    expect(await memberBalanceCents(db(), d[1]!.id)).toBe(level1 - 160);
    expect(await systemBalance(SystemAccount.BonusReceivables)).toBe(receivables - (sellerCents - 1_000));
    expect((await entriesOfKey(db(), orderSaleReversalKey(order.Id))).map((e) => [e.amount, e.category]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [-(sellerCents - 1_000), null],
      [-1_000, EarningCategory.B2B],
      [sellerCents, null],
    ]);
    expect((await auditsOf(`order:${order.Id}`)).find((a) => a.action === 'orders.payment_reversed')).toMatchObject({
      actorId: null,
      data: {
        invoiceId: order.InvoiceId,
        sellerId: seller.id,
        statusBefore: 2,
        statusAfter: 0,
        reversedCents: sellerCents,
        unrecoveredCents: sellerCents - 1_000,
        stockReturned: false,
        needsAttention: true,
      },
    });
    expect((await entriesOfKey(db(), commissionKey(order.InvoiceId))).length).toBeGreaterThan(0);

    // Once.
    const ledgerBefore = await ledgerCount();
    expect((await notify(externalId)).statusCode).toBe(200);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await db().select().from(commissionLines).where(eq(commissionLines.sourceInvoiceId, order.InvoiceId))).toHaveLength(2);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('keeps a delivered order Entregue, taking the sale back in full from a wallet that holds it', async () => {
    const { order, externalId } = await orderPaidByPix();
    const delivered = await as(seller).request({ method: 'PUT', url: `/api/store/orders/updateOrderToDelivered/${order.Id}` });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await orderById(db(), order.Id)).status).toBe(OrderStatus.Entregue);
    const sellerCents = (await orderById(db(), order.Id)).sellerAmountCents;
    const sellerBalance = await memberBalanceCents(db(), seller.id);

    mp.set(Number(externalId), 'charged_back', 'settled');
    expect((await notify(externalId)).statusCode).toBe(200);
    expect((await invoiceById(db(), order.InvoiceId)).status).toBe(InvoiceStatus.Cancelado);
    expect((await orderById(db(), order.Id)).status).toBe(OrderStatus.Entregue);
    expect(await memberBalanceCents(db(), seller.id)).toBe(sellerBalance - sellerCents);
    expect((await auditsOf(`order:${order.Id}`)).find((a) => a.action === 'orders.payment_reversed')).toMatchObject({
      data: { statusBefore: 3, statusAfter: 3, reversedCents: sellerCents, unrecoveredCents: 0, delivered: true },
    });
    expect(await verifyLedger(db())).toEqual([]);
  });
});
