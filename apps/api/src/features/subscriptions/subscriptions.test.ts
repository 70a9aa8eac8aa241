import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EarningCategory, MEMBER_ROLE_IDS, Permission, UserType, messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, userSubscriptions } from '../../db/schema';
import { addDays, addMonths, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { invoiceById } from '../payments/payments.fixtures';
import { issueSubscriptionRenewals } from './index';
import { insertSubscription, subscriptionInvoicesOf, userSubscriptionById } from './subscriptions.fixtures';

let t: TestApp;
type Member = Awaited<ReturnType<typeof insertMember>>;
type Sub = Awaited<ReturnType<typeof insertSubscription>>;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));

const LIST = '/api/plans/subscriptions/getAllSubscriptions';
const MINE = '/api/users/subscriptions/getAllUserSubscriptionsByUserId';
const SUBSCRIBE = (id: number | string) => `/api/users/subscriptions/newUserSubscription/${id}`;
const CANCEL = (id: number | string) => `/api/users/subscriptions/cancelSubscription/${id}`;
const BALANCE = '/api/payments/pay/balancePayment';
const INVOICES = '/api/payments/invoices/getAllInvoices';

const fail = (Message: string) => ({ IsSuccess: false, Message, Data: null });
const longText = 'Revistas, cursos e encontros do clube. '.repeat(10);

let monthly: Sub, yearly: Sub, retired: Sub, quarterly: Sub;
let viewer: Member;

beforeAll(async () => {
  t = await createTestApp();
  monthly = await insertSubscription(db(), { name: 'Clube do Livro', description: longText, priceCents: 4_990, frequencyType: 1, frequencyPriceCents: 2_990 });
  yearly = await insertSubscription(db(), { name: 'Anual Premium', priceCents: 120_000, frequencyType: 4, frequencyPriceCents: 99_900 });
  retired = await insertSubscription(db(), { name: 'Revista Antiga', priceCents: 1_000, frequencyType: 1, frequencyPriceCents: 1_000, status: 0 });
  quarterly = await insertSubscription(db(), { name: 'Box Trimestral', priceCents: 15_000, frequencyType: 2, frequencyPriceCents: 13_500 });
  for (let i = 1; i <= 50; i++)
    await insertSubscription(db(), { name: `Extra ${String(i).padStart(2, '0')}`, priceCents: 1_000 + i, frequencyType: 3, frequencyPriceCents: 500 });
  viewer = await insertMember(db(), { username: 'assinante.ver' });
});
afterAll(() => t.close());

describe('POST /api/plans/subscriptions/getAllSubscriptions', () => {
  it('answers the subscriptions on offer by Id, 50 a page, money in reais and the recurrence in words', async () => {
    const res = await as(viewer).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.IsSuccess).toBe(true);
    expect(body.Data).toHaveLength(50);
    expect(body.Data[0]).toEqual({
      Id: monthly.id,
      Name: 'Clube do Livro',
      Description: longText,
      Price: 49.9,
      FrequencyType: 1,
      FrequencyTypeFormatted: 'Mensal',
      FrequencyPrice: 29.9,
      Status: 1,
    });
    expect(body.Data[1]).toMatchObject({ Name: 'Anual Premium', Price: 1200, FrequencyTypeFormatted: 'Anual', FrequencyPrice: 999 });
    expect(body.Data[2]).toMatchObject({ Name: 'Box Trimestral', FrequencyTypeFormatted: 'Trimestral', FrequencyPrice: 135 });
    expect(body.Data[3]).toMatchObject({ Name: 'Extra 01', FrequencyTypeFormatted: 'Semestral', FrequencyPrice: 5 });
    expect(body.Data.map((s: { Name: string }) => s.Name)).not.toContain('Revista Antiga');
    expect(body.PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 53 });
    const page2 = (await as(viewer).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 50 }, Status: true })).json();
    expect(page2.Data.map((s: { Name: string }) => s.Name)).toEqual(['Extra 48', 'Extra 49', 'Extra 50']);
  });

  it('sorts by name (PaginationFilter.Type 2), filters by name, lists the inactive ones with Status false', async () => {
    const byName = (await as(viewer).post(LIST, { PaginationFilter: { Type: 2 }, Status: true })).json();
    expect(byName.Data.slice(0, 3).map((s: { Name: string }) => s.Name)).toEqual(['Anual Premium', 'Box Trimestral', 'Clube do Livro']);
    const byNameDesc = (await as(viewer).post(LIST, { PaginationFilter: { Type: 2, OrderByDescending: true } })).json();
    expect(byNameDesc.Data[0].Name).toBe('Extra 50');
    const byIdDesc = (await as(viewer).post(LIST, { PaginationFilter: { Type: 1, OrderByDescending: true } })).json();
    expect(byIdDesc.Data[0].Name).toBe('Extra 50');
    const filtered = (await as(viewer).post(LIST, { Filters: { Name: 'livro' }, SubscriptionType: 1 })).json();
    expect(filtered.Data.map((s: { Name: string }) => s.Name)).toEqual(['Clube do Livro']);
    expect((await as(viewer).post(LIST, { Filters: { Name: '%' } })).json().Data).toEqual([]);
    const inactive = (await as(viewer).post(LIST, { Status: false })).json();
    expect(inactive.Data.map((s: { Name: string; Status: number }) => [s.Name, s.Status])).toEqual([['Revista Antiga', 0]]);
  });

  it('keeps a subscription no longer offered on the cards of the members who still hold it', async () => {
    const holder = await insertMember(db(), { username: 'assinante.antigo' });
    await db().insert(userSubscriptions).values({ userId: holder.id, subscriptionId: retired.id, startedOn: '2026-01-10', nextPeriodStart: '2026-02-10' });
    const names = (m: Member) =>
      as(m)
        .post(LIST, { PaginationFilter: { Type: 2 }, Filters: { Name: 'Revista' } })
        .then((r) => r.json().Data.map((s: { Name: string }) => s.Name));
    expect(await names(holder)).toEqual(['Revista Antiga']);
    expect(await names(viewer)).toEqual([]);
  });

  it('refuses visitors (401), members without ASSINATURAS (403) and bad bodies (400)', async () => {
    expect((await t.client().post(LIST, {})).statusCode).toBe(401);
    const without = await insertMember(db(), { username: 'sem.assinaturas', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.ASSINATURAS) });
    expect((await as(without).post(LIST, {})).statusCode).toBe(403);
    expect((await as(without).post(MINE)).statusCode).toBe(403);
    expect((await as(without).post(SUBSCRIBE(monthly.id))).statusCode).toBe(403);
    for (const body of [
      { Foo: 1 },
      { Status: 1 },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { Filters: { Name: 'x'.repeat(500) } },
      { Filters: { Name: 'a\u0000b' } },
    ]) {
      const res = await as(viewer).post(LIST, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
  });
});

describe('POST /api/users/subscriptions/newUserSubscription/{id}', () => {
  it("subscribes, issues the invoice type 6 Assinatura for Price at once, and shows it as the member's Ativo subscription", async () => {
    const m = await insertMember(db(), { username: 'assina1' });
    expect((await as(m).post(MINE)).json()).toEqual({ IsSuccess: true, Message: null, Data: [] });

    const res = await as(m).post(SUBSCRIBE(monthly.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = dayInSaoPaulo();
    expect(body.Message).toBe('Assinatura assinada com sucesso.');
    const [inv] = await subscriptionInvoicesOf(db(), body.Data.Id);
    expect(inv).toMatchObject({
      userId: m.id,
      type: 6,
      status: 1,
      valueCents: 4_990,
      deliverValueCents: 0,
      description: 'Assinatura — Clube do Livro',
      billingPeriod: today,
      dueDate: addDays(today, 3),
    });
    const expected = {
      Id: body.Data.Id,
      SubscriptionId: monthly.id,
      Status: 1,
      // Live, but not 'Ativo' until its first invoice is paid (docs/plans.md#subscriptions).
      StatusFormatted: 'Aguardando Pagamento',
      StatusColor: 'yellow',
      StartedOn: today,
      NextPeriodStart: today,
      PaidThrough: null,
      CancelledAt: null,
      PendingInvoiceId: inv!.id,
      PendingInvoiceToken: inv!.token,
    };
    expect(body.Data).toEqual(expected);
    expect((await as(m).post(MINE)).json()).toEqual({ IsSuccess: true, Message: null, Data: [expected] });
    expect((await as(m).post(MINE, {})).json().Data).toEqual([expected]);

    // The invoice is the member's to pay, among his invoices.
    const invoices = (await as(m).post(INVOICES, { InvoiceType: 6 })).json().Data;
    expect(invoices).toEqual([expect.objectContaining({ Id: inv!.id, Type: 6, TypeFormatted: 'Assinatura', Value: 49.9, Status: 1, Token: inv!.token })]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user_subscription:${body.Data.Id}`));
    expect(audit).toMatchObject({
      actorId: m.id,
      action: 'subscriptions.subscribed',
      data: { subscriptionId: monthly.id, invoiceId: inv!.id, valueCents: 4_990 },
    });
  });

  it('never makes a second live subscription nor a second invoice: again, in a race, or in another tab (409)', async () => {
    const m = await insertMember(db(), { username: 'assina.duas' });
    expect((await as(m).post(SUBSCRIBE(yearly.id))).statusCode).toBe(200);
    const again = await as(m).post(SUBSCRIBE(yearly.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(fail('Você já possui esta Assinatura ativa.'));

    const n = await insertMember(db(), { username: 'assina.corrida' });
    const results = await Promise.all([1, 2, 3, 4].map(() => as(n).post(SUBSCRIBE(yearly.id))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);

    for (const who of [m, n]) {
      const subs = await db()
        .select()
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.userId, who.id), eq(userSubscriptions.subscriptionId, yearly.id)));
      expect(subs).toHaveLength(1);
      const invoices = await subscriptionInvoicesOf(db(), subs[0]!.id);
      expect(invoices.map((i) => [i.valueCents, i.status])).toEqual([[120_000, 1]]);
    }
  });

  it('refuses a subscription no longer offered (422), an unknown one (404) and an id that is not one (400)', async () => {
    const m = await insertMember(db(), { username: 'assina.recusa' });
    const inactive = await as(m).post(SUBSCRIBE(retired.id));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json()).toEqual(fail('Esta Assinatura não está mais disponível para novos assinantes.'));
    const unknown = await as(m).post(SUBSCRIBE(987_654));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(fail('Assinatura não encontrada.'));
    for (const id of ['abc', '0', '99999999999', '-1', '1.5']) {
      const res = await as(m).post(SUBSCRIBE(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect((await as(m).post(SUBSCRIBE('abc'))).json().Message).toBe(messages.subscriptionIdInvalid);
    expect(await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, m.id))).toEqual([]);
    expect((await t.client().post(SUBSCRIBE(monthly.id))).statusCode).toBe(401);
  });

  it('refuses administrators (403): the club sells subscriptions to members', async () => {
    const admin = await insertMember(db(), { username: 'admin.assina', type: UserType.Administrator });
    const res = await as(admin).post(SUBSCRIBE(monthly.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(fail('Administradores não assinam: entre com uma conta de sócio.'));
    expect(await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, admin.id))).toEqual([]);
  });

  it('paying the first invoice pays the first period: PaidThrough its last day, NextPeriodStart the day after', async () => {
    const m = await insertMember(db(), { username: 'assina.paga' });
    await creditMember(db(), m.id, 200_000, EarningCategory.Adesao, 'Saldo de teste');
    const sub = (await as(m).post(SUBSCRIBE(quarterly.id))).json().Data;
    expect([sub.StatusFormatted, sub.StatusColor]).toEqual(['Aguardando Pagamento', 'yellow']);
    const paid = await as(m).post(BALANCE, { InvoiceId: sub.PendingInvoiceId });
    expect(paid.statusCode, paid.body).toBe(200);
    const today = dayInSaoPaulo();
    const row = await userSubscriptionById(db(), sub.Id);
    expect(row).toMatchObject({ status: 1, startedOn: today, paidThrough: addDays(addMonths(today, 3), -1), nextPeriodStart: addMonths(today, 3) });
    const [mine] = (await as(m).post(MINE)).json().Data;
    expect(mine).toMatchObject({
      Status: 1,
      StatusFormatted: 'Ativo',
      StatusColor: 'green',
      PaidThrough: addDays(addMonths(today, 3), -1),
      NextPeriodStart: addMonths(today, 3),
      PendingInvoiceId: null,
      PendingInvoiceToken: null,
    });
  });
});

describe('POST /api/users/subscriptions/cancelSubscription/{id}', () => {
  it("cancels for good, with its open invoices; a paid one stays paid; the card then shows 'Cancelado'", async () => {
    const m = await insertMember(db(), { username: 'cancela1' });
    await creditMember(db(), m.id, 100_000, EarningCategory.Adesao, 'Saldo de teste');
    const sub = (await as(m).post(SUBSCRIBE(monthly.id))).json().Data;
    const firstInvoice = sub.PendingInvoiceId as number;
    expect((await as(m).post(BALANCE, { InvoiceId: firstInvoice })).statusCode).toBe(200);
    // A renewal still open when he cancels.
    expect((await issueSubscriptionRenewals(db(), new Date(), 40)).issued).toBeGreaterThanOrEqual(1);
    const [, renewal] = await subscriptionInvoicesOf(db(), sub.Id);
    expect(renewal).toMatchObject({ status: 1, valueCents: 2_990 });

    const res = await as(m).post(CANCEL(monthly.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe('Cancelamento da Assinatura realizada com Sucesso.');
    expect(res.json().Data).toMatchObject({
      Id: sub.Id,
      SubscriptionId: monthly.id,
      Status: 0,
      StatusFormatted: 'Cancelado',
      StatusColor: 'red',
      PendingInvoiceId: null,
    });
    expect(Date.parse(res.json().Data.CancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await invoiceById(db(), firstInvoice)).status).toBe(2);
    const cancelled = await invoiceById(db(), renewal!.id);
    expect(cancelled.status).toBe(0);
    expect(cancelled.cancelledAt).not.toBeNull();

    // The cancelled invoice cannot be paid; the subscription cannot be cancelled twice.
    const pay = await as(m).post(BALANCE, { InvoiceId: renewal!.id });
    expect(pay.statusCode).toBe(409);
    const twice = await as(m).post(CANCEL(monthly.id));
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual(fail('Assinatura não encontrada.'));
    expect((await as(m).post(MINE)).json().Data).toEqual([
      expect.objectContaining({ Id: sub.Id, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' }),
    ]);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `user_subscription:${sub.Id}`))
        .then((r) => r.map((a) => a.action).sort()),
    ).toEqual(['subscriptions.cancelled', 'subscriptions.subscribed']);

    // Renewals stop; he may subscribe anew (a new subscription, a new first invoice).
    await issueSubscriptionRenewals(db(), new Date(), 400);
    expect((await subscriptionInvoicesOf(db(), sub.Id)).map((i) => i.status)).toEqual([2, 0]);
    const again = await as(m).post(SUBSCRIBE(monthly.id));
    expect(again.statusCode).toBe(200);
    expect(again.json().Data.Id).not.toBe(sub.Id);
    expect((await as(m).post(MINE)).json().Data).toEqual([
      expect.objectContaining({ Id: again.json().Data.Id, Status: 1, StatusFormatted: 'Aguardando Pagamento' }),
    ]);
  });

  it("answers 404 for someone else's subscription, one never held and an unknown id, and touches nothing", async () => {
    const owner = await insertMember(db(), { username: 'cancela.dono' });
    const other = await insertMember(db(), { username: 'cancela.outro' });
    const sub = (await as(owner).post(SUBSCRIBE(yearly.id))).json().Data;
    for (const id of [yearly.id, monthly.id, 987_654]) {
      const res = await as(other).post(CANCEL(id));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual(fail('Assinatura não encontrada.'));
    }
    expect((await as(other).post(CANCEL('x'))).statusCode).toBe(400);
    expect(await userSubscriptionById(db(), sub.Id)).toMatchObject({ status: 1, cancelledAt: null });
    expect((await invoiceById(db(), sub.PendingInvoiceId)).status).toBe(1);
    expect((await t.client().post(CANCEL(yearly.id))).statusCode).toBe(401);
  });
});

describe('races', () => {
  it('a cancel racing a payment of the same invoice: one of them wins whole, never a 500', async () => {
    for (let i = 0; i < 4; i++) {
      const m = await insertMember(db(), { username: `corrida.paga${i}` });
      await creditMember(db(), m.id, 100_000, EarningCategory.Adesao, 'Saldo de teste');
      const sub = (await as(m).post(SUBSCRIBE(monthly.id))).json().Data;
      const [pay, cancel] = await Promise.all([as(m).post(BALANCE, { InvoiceId: sub.PendingInvoiceId }), as(m).post(CANCEL(monthly.id))]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409], pay.body).toContain(pay.statusCode);
      const invoice = await invoiceById(db(), sub.PendingInvoiceId);
      expect(invoice.status).toBe(pay.statusCode === 200 ? 2 : 0);
      expect(await userSubscriptionById(db(), sub.Id)).toMatchObject({ status: 0 });
    }
  });

  it('a cancel racing the renewals leaves no open invoice behind', async () => {
    for (let i = 0; i < 4; i++) {
      const m = await insertMember(db(), { username: `corrida.renova${i}` });
      await creditMember(db(), m.id, 100_000, EarningCategory.Adesao, 'Saldo de teste');
      const sub = (await as(m).post(SUBSCRIBE(monthly.id))).json().Data;
      expect((await as(m).post(BALANCE, { InvoiceId: sub.PendingInvoiceId })).statusCode).toBe(200);
      const [cancel] = await Promise.all([as(m).post(CANCEL(monthly.id)), issueSubscriptionRenewals(db(), new Date(), 40)]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await subscriptionInvoicesOf(db(), sub.Id)).filter((inv) => inv.status === 1)).toEqual([]);
    }
  });
});
