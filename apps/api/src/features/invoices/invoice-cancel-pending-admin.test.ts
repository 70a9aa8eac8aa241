import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, STAFF_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { orderById, ordersSnapshot, seedShop, stockById } from '../orders/orders.fixtures';
import { insertInvoice, insertPlan, invoiceById, userById } from '../payments/payments.fixtures';
import { insertSubscription, userSubscriptionById } from '../subscriptions/subscriptions.fixtures';
import { verifyStock } from '../stocks';

/** docs/payments.md#cancelling-a-pending-invoice: an operator cancels any pending invoice, with a reason. */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CANCEL = (id: number | string) => `/api/admin/invoices/${id}/cancelPending`;
const BALANCE = '/api/payments/pay/balancePayment';
const fail = (Message: string) => ({ IsSuccess: false, Message, Data: null });
let finance: Row;
let owner: Row;

const auditOf = async (invoiceId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'invoices.cancel_pending'), eq(auditLog.target, `invoice:${invoiceId}`)));

beforeAll(async () => {
  t = await createTestApp();
  finance = await insertMember(db(), { username: 'financeiro', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  owner = await insertMember(db(), { username: 'diretoria', type: UserType.Administrator });
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`an operator cancels a pending invoice (${TEST_DB})`, () => {
  it("an order's invoice: Cancelado with its order, the stock back at once, one audit row with the reason and the operator", async () => {
    const s = await seedShop(db());
    const created = await as(s.buyer).post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [{ ProductId: s.shirt.id, Quantity: 2, ItemsFeatures: [s.features.azul.id, s.features.m.id] }],
      DeliveryAddressId: s.address.id,
    });
    const order = created.json().Data as { Id: number; InvoiceId: number };
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ reserved: 2 });

    const res = await as(finance).post(CANCEL(order.InvoiceId), { Reason: '  Pedido feito em duplicidade.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Fatura cancelada com Sucesso.',
      Data: { Id: order.InvoiceId, Type: InvoiceType.B2B, Status: 0, StatusFormatted: 'Cancelado' },
    });
    expect((await orderById(db(), order.Id)).status).toBe(0);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 0 });
    const [audit] = await auditOf(order.InvoiceId);
    expect(audit).toMatchObject({
      actorId: finance.id,
      ip: expect.any(String),
      reason: 'Pedido feito em duplicidade.',
      before: { status: 1 },
      after: { status: 0 },
      data: { userId: s.buyer.id, type: InvoiceType.B2B },
    });
    // The buyer can no longer pay it; cancelling again is refused with what happened.
    expect((await as(s.buyer).post(BALANCE, { InvoiceId: order.InvoiceId })).json().Message).toBe('Esta fatura foi cancelada e não pode ser paga.');
    const before = await ordersSnapshot(db());
    expect((await as(finance).post(CANCEL(order.InvoiceId), { Reason: 'De novo.' })).json()).toEqual(fail('Esta fatura já está cancelada.'));
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it('a plan change: dropped (the member keeps his plan and may ask for another); a subscription period: the subscription stays', async () => {
    const basic = await insertPlan(db(), { name: 'Básico', priceCents: 10_000, monthlyCents: 3_000 });
    const gold = await insertPlan(db(), { name: 'Ouro', priceCents: 30_000, monthlyCents: 5_000 });
    const m = await insertMember(db(), { username: 'trocador', planId: basic.id });
    const change = await as(m).post(`/api/plans/changePlan/${gold.id}`);
    expect(change.statusCode, change.body).toBe(200);
    const invoiceId = (change.json().Data as { Invoice: { Id: number } }).Invoice.Id;
    expect((await as(owner).post(CANCEL(invoiceId), { Reason: 'Plano escolhido por engano.' })).statusCode).toBe(200);
    expect((await as(m).get('/api/plans/getPendingPlanByUserId')).json().Data).toBeNull();
    expect((await userById(db(), m.id)).planId).toBe(basic.id);
    expect((await as(m).post(`/api/plans/changePlan/${gold.id}`)).statusCode).toBe(200);

    const club = await insertSubscription(db(), { name: 'Revista', priceCents: 5_000, frequencyPriceCents: 2_000 });
    const sub = await as(m).post(`/api/users/subscriptions/newUserSubscription/${club.id}`);
    expect(sub.statusCode, sub.body).toBe(200);
    const [subInvoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, m.id), eq(invoices.type, InvoiceType.Assinatura)));
    expect((await as(finance).post(CANCEL(subInvoice!.id), { Reason: 'Cortesia do clube.' })).statusCode).toBe(200);
    expect((await invoiceById(db(), subInvoice!.id)).status).toBe(InvoiceStatus.Cancelado);
    expect(await userSubscriptionById(db(), subInvoice!.userSubscriptionId!)).toMatchObject({ status: 1 });
  });

  it("a Mensalidade of an Ativo member is waived; an Inativo member's (his way back), an Adesão, a paid invoice are refused (409)", async () => {
    const active = await insertMember(db(), { username: 'ativo' });
    const fee = await insertInvoice(db(), { userId: active.id, type: InvoiceType.Mensalidade, valueCents: 3_000 });
    expect((await as(finance).post(CANCEL(fee.id), { Reason: 'Mensalidade perdoada.' })).statusCode).toBe(200);
    expect((await userById(db(), active.id)).status).toBe(UserStatus.Ativo);

    const inactive = await insertMember(db(), { username: 'inativo', status: UserStatus.Inativo });
    const wayBack = await insertInvoice(db(), { userId: inactive.id, type: InvoiceType.Mensalidade, valueCents: 3_000 });
    const pendente = await insertMember(db(), { username: 'pendente', status: UserStatus.Pendente });
    const adhesion = await insertInvoice(db(), { userId: pendente.id, type: InvoiceType.Adesao, valueCents: 10_000 });
    const paid = await insertInvoice(db(), { userId: active.id, type: InvoiceType.Mensalidade, valueCents: 3_000, status: InvoiceStatus.Pago });
    const cases: Array<[number, string]> = [
      [wayBack.id, 'Esta mensalidade é o caminho de volta de um sócio inativo e não pode ser cancelada.'],
      [adhesion.id, 'A fatura de adesão não pode ser cancelada: o cadastro ficaria sem fatura para pagar. Se o cadastro não deve seguir, bloqueie o sócio.'],
      [paid.id, 'Esta fatura já foi paga: para cancelá-la, use o cancelamento de fatura paga.'],
    ];
    for (const [id, message] of cases) {
      const res = await as(finance).post(CANCEL(id), { Reason: 'Tentativa.' });
      expect(res.statusCode, message).toBe(409);
      expect(res.json()).toEqual(fail(message));
      expect(await auditOf(id)).toEqual([]);
    }
    expect((await invoiceById(db(), wayBack.id)).status).toBe(InvoiceStatus.Pendente);
    expect((await invoiceById(db(), adhesion.id)).status).toBe(InvoiceStatus.Pendente);
    expect((await invoiceById(db(), paid.id)).status).toBe(InvoiceStatus.Pago);
  });

  it('needs a reason, a real invoice and the Finance permission; nothing changes otherwise', async () => {
    const m = await insertMember(db(), { username: 'devedor' });
    const fee = await insertInvoice(db(), { userId: m.id, type: InvoiceType.Mensalidade, valueCents: 3_000 });
    for (const body of [
      {},
      { Reason: '' },
      { Reason: '   ' },
      { Reason: 12 },
      { Reason: 'x'.repeat(501) },
      { Reason: 'ok', Extra: 1 },
      { Reason: 'a\u0000b' },
    ]) {
      const res = await as(finance).post(CANCEL(fee.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await as(finance).post(CANCEL(fee.id), {})).json().Message).toBe('Razão do cancelamento é obrigatória.');
    expect((await as(finance).post(CANCEL(999_999), { Reason: 'Não existe.' })).json()).toEqual(fail('Fatura não encontrada.'));
    for (const bad of ['abc', '0', '99999999999']) expect((await as(finance).post(CANCEL(bad), { Reason: 'x' })).statusCode, bad).toBe(400);
    const catalog = await insertMember(db(), { username: 'catalogo', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Catalog });
    const support = await insertMember(db(), { username: 'suporte', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support });
    for (const who of [catalog, support, m]) expect((await as(who).post(CANCEL(fee.id), { Reason: 'Sem permissão.' })).statusCode, who.username).toBe(403);
    expect((await t.client().post(CANCEL(fee.id), { Reason: 'Anônimo.' })).statusCode).toBe(401);
    expect((await invoiceById(db(), fee.id)).status).toBe(InvoiceStatus.Pendente);
    expect(await auditOf(fee.id)).toEqual([]);
  });
});
