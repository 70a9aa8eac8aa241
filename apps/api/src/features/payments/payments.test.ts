import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { addMonths, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { settleInvoice } from './invoice-settlement.service';
import { insertInvoice, insertPlan, invoiceById, invoicesOf, moneySnapshot, userById } from './payments.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const BALANCE = '/api/payments/pay/balancePayment';
const BY_TOKEN = '/api/payments/invoices/getInvoiceByToken/';
let ana: Row, bia: Row, semFaturas: Row;
let gold: Awaited<ReturnType<typeof insertPlan>>, silver: Awaited<ReturnType<typeof insertPlan>>;

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  semFaturas = await insertMember(db(), { username: 'semfat', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.FATURAS) });
  gold = await insertPlan(db(), { name: 'Ouro', priceCents: 19_990, monthlyCents: 4_990 });
  silver = await insertPlan(db(), { name: 'Plano Prata', priceCents: 9_990, monthlyCents: 2_990 });
});
afterAll(() => t.close());

describe('GET /api/payments/invoices/getInvoiceByToken/:invoiceToken', () => {
  it("answers the caller's own invoice with the Invoice shape", async () => {
    const inv = await insertInvoice(db(), {
      userId: ana.id,
      type: 4,
      valueCents: 10_050,
      deliverCents: 2_575,
      description: 'Pedido B2B',
      dueDate: '2026-04-01',
    });
    const res = await as(ana).get(BY_TOKEN + inv.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        Id: inv.id,
        Type: 4,
        TypeFormatted: 'B2B',
        Description: 'Pedido B2B',
        Value: 100.5,
        DeliverValue: 25.75,
        DueDate: '2026-04-01',
        Status: 1,
        StatusFormatted: 'Pendente',
        StatusColor: 'yellow',
        Token: inv.token,
      },
    });
  });

  it('answers paid invoices too (the page shows they are not pending)', async () => {
    const inv = await insertInvoice(db(), { userId: ana.id, valueCents: 100, status: 2 });
    expect((await as(ana).get(BY_TOKEN + inv.token)).json().Data).toMatchObject({ Status: 2, StatusFormatted: 'Pago' });
  });

  it("answers 404 for someone else's token and for an unknown one", async () => {
    const inv = await insertInvoice(db(), { userId: bia.id, valueCents: 100 });
    for (const token of [inv.token, 'token-que-nao-existe']) {
      const res = await as(ana).get(BY_TOKEN + token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ IsSuccess: false, Message: 'Fatura não encontrada.', Data: null });
      expect(res.body).not.toContain('Fatura de teste');
    }
    expect((await as(ana).get(BY_TOKEN + 'x'.repeat(300))).statusCode).toBe(400);
  });

  it("answers another member's token, whatever its status, and to an Administrator too, exactly like an unknown one", async () => {
    const operator = await insertMember(db(), { username: 'operador.faturas', type: UserType.Administrator });
    const missing = await as(ana).get(BY_TOKEN + 'token-que-nao-existe');
    expect(missing.statusCode).toBe(404);
    for (const status of [0, 1, 2]) {
      const inv = await insertInvoice(db(), { userId: bia.id, valueCents: 100, status });
      for (const who of [ana, operator]) {
        const res = await as(who).get(BY_TOKEN + inv.token);
        expect(res.statusCode, `${who.username} ${status}`).toBe(404);
        expect(res.body, `${who.username} ${status}`).toBe(missing.body);
      }
    }
  });

  it('needs a session and FATURAS', async () => {
    const inv = await insertInvoice(db(), { userId: semFaturas.id, valueCents: 100 });
    expect((await t.client().get(BY_TOKEN + inv.token)).statusCode).toBe(401);
    expect((await as(semFaturas).get(BY_TOKEN + inv.token)).statusCode).toBe(403);
  });
});

describe('POST /api/payments/pay/balancePayment', () => {
  it('pays a monthly fee with value + delivery + R$ 2,75 in one ledger transaction and schedules the next fee', async () => {
    const payer = await insertMember(db(), { username: 'pagador', planId: gold.id });
    await creditMember(db(), payer.id, 20_000, 1, 'Bônus');
    const inv = await insertInvoice(db(), { userId: payer.id, type: 2, valueCents: 10_050, deliverCents: 2_575, dueDate: '2026-01-31', planId: gold.id });
    const res = await as(payer).post(BALANCE, { InvoiceId: inv.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Pagamento realizado com Sucesso.',
      Data: { Id: inv.id, Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' },
    });
    expect(await memberBalanceCents(db(), payer.id)).toBe(20_000 - 12_625 - 275);
    const paid = await invoiceById(db(), inv.id);
    expect(paid.status).toBe(2);
    expect(paid.paidAt).not.toBeNull();

    const [tx] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `invoice:${inv.id}:paid`));
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, tx!.id));
    expect(entries.map((e) => [e.amountCents, e.category]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [-12_625, null],
      [-275, 9],
      [275, null],
      [12_625, null],
    ]);

    const next = (await invoicesOf(db(), payer.id)).filter((i) => i.id !== inv.id);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ type: 2, status: 1, valueCents: 4_990, dueDate: '2026-02-28', planId: gold.id, description: 'Mensalidade — Plano Ouro' });
  });

  it('activates a Pendente member on his adhesion: Ativo, ActivatedOn, plan, and the first Mensalidade a month later', async () => {
    const newcomer = await insertMember(db(), { username: 'novato', status: 2 });
    expect((await userById(db(), newcomer.id)).activatedOn).toBeNull();
    await creditMember(db(), newcomer.id, 9_990 + 275, 1, 'Bônus');
    const inv = await insertInvoice(db(), { userId: newcomer.id, type: 1, valueCents: 9_990, planId: silver.id, description: 'Adesão — Plano Prata' });
    const before = Date.now();
    const res = await as(newcomer).post(BALANCE, { InvoiceId: inv.id });
    expect(res.statusCode).toBe(200);
    const u = await userById(db(), newcomer.id);
    expect(u.status).toBe(1);
    expect(u.planId).toBe(silver.id);
    expect(u.activatedOn!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(u.planStartedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await memberBalanceCents(db(), newcomer.id)).toBe(0);
    const monthly = (await invoicesOf(db(), newcomer.id)).filter((i) => i.type === 2);
    expect(monthly).toHaveLength(1);
    expect(monthly[0]).toMatchObject({
      status: 1,
      valueCents: 2_990,
      planId: silver.id,
      dueDate: addMonths(dayInSaoPaulo(), 1),
      description: 'Mensalidade — Plano Prata',
    });
    // The member now sees it on his home like any pending invoice.
    const home = await as(newcomer).get('/api/accounts/authUser/getAuthUserData');
    expect(home.json().Data.User).toMatchObject({ Status: 1, StatusFormatted: 'Ativo' });
    expect(home.json().Data.PendingInvoices.map((i: { Id: number }) => i.Id)).toEqual([monthly[0]!.id]);
  });

  it('switches the plan on a plan change, and only marks other invoice types paid', async () => {
    const m = await insertMember(db(), { username: 'trocador', planId: silver.id });
    await creditMember(db(), m.id, 100_000, 1, 'Bônus');
    const change = await insertInvoice(db(), { userId: m.id, type: 3, valueCents: 19_990, planId: gold.id });
    expect((await as(m).post(BALANCE, { InvoiceId: change.id })).statusCode).toBe(200);
    expect((await userById(db(), m.id)).planId).toBe(gold.id);
    const order = await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 5_000 });
    expect((await as(m).post(BALANCE, { InvoiceId: order.id })).statusCode).toBe(200);
    expect((await invoicesOf(db(), m.id)).map((i) => [i.type, i.status])).toEqual([
      [3, 2],
      [4, 2],
    ]);
  });

  it('refuses a short balance with its reason and changes nothing', async () => {
    const m = await insertMember(db(), { username: 'curto' });
    await creditMember(db(), m.id, 5_000, 1, 'Bônus');
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: 4_726 }); // needs 50,01
    const before = await moneySnapshot(db(), m.id);
    const res = await as(m).post(BALANCE, { InvoiceId: inv.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      IsSuccess: false,
      Message: 'Saldo insuficiente para pagar esta fatura (valor da fatura mais a taxa de R$ 2,75).',
      Data: null,
    });
    expect(await moneySnapshot(db(), m.id)).toEqual(before);
    // One centavo less and it is exactly enough.
    const exact = await insertInvoice(db(), { userId: m.id, valueCents: 4_725 });
    expect((await as(m).post(BALANCE, { InvoiceId: exact.id })).statusCode).toBe(200);
    expect(await memberBalanceCents(db(), m.id)).toBe(0);
  });

  it("refuses paid and cancelled invoices (409) and someone else's (404), changing nothing", async () => {
    const m = await insertMember(db(), { username: 'recusas' });
    await creditMember(db(), m.id, 50_000, 1, 'Bônus');
    const paid = await insertInvoice(db(), { userId: m.id, valueCents: 1_000, status: 2 });
    const cancelled = await insertInvoice(db(), { userId: m.id, valueCents: 1_000, status: 0 });
    const others = await insertInvoice(db(), { userId: bia.id, valueCents: 1_000 });
    const before = await moneySnapshot(db(), m.id);
    const biaBefore = await moneySnapshot(db(), bia.id);
    const cases: Array<[number, number, string]> = [
      [paid.id, 409, 'Esta fatura já foi paga.'],
      [cancelled.id, 409, 'Esta fatura foi cancelada e não pode ser paga.'],
      [others.id, 404, 'Fatura não encontrada.'],
      [2_000_000_000, 404, 'Fatura não encontrada.'],
    ];
    for (const [id, status, message] of cases) {
      const res = await as(m).post(BALANCE, { InvoiceId: id });
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json()).toEqual({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await moneySnapshot(db(), m.id)).toEqual(before);
    expect(await moneySnapshot(db(), bia.id)).toEqual(biaBefore);
  });

  it("answers another member's invoice of any status exactly like a missing one, and pays nothing", async () => {
    const m = await insertMember(db(), { username: 'curiosa' });
    await creditMember(db(), m.id, 50_000, 1, 'Bônus');
    const before = await moneySnapshot(db(), m.id);
    const missing = await as(m).post(BALANCE, { InvoiceId: 2_000_000_001 });
    expect(missing.statusCode).toBe(404);
    for (const status of [0, 1, 2]) {
      const others = await insertInvoice(db(), { userId: bia.id, valueCents: 1_000, status });
      const res = await as(m).post(BALANCE, { InvoiceId: others.id });
      expect(res.statusCode, String(status)).toBe(404);
      expect(res.body, String(status)).toBe(missing.body);
      expect((await invoiceById(db(), others.id)).status).toBe(status);
    }
    expect(await moneySnapshot(db(), m.id)).toEqual(before);
  });

  it('pays an invoice once: a second payment of it is refused', async () => {
    const m = await insertMember(db(), { username: 'duasvezes' });
    await creditMember(db(), m.id, 50_000, 1, 'Bônus');
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: 1_000, type: 4 });
    expect((await as(m).post(BALANCE, { InvoiceId: inv.id })).statusCode).toBe(200);
    const again = await as(m).post(BALANCE, { InvoiceId: inv.id });
    expect(again.statusCode).toBe(409);
    expect(await memberBalanceCents(db(), m.id)).toBe(50_000 - 1_275);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await moneySnapshot(db(), ana.id);
    const cases: unknown[] = [
      {},
      { InvoiceId: '1' },
      { InvoiceId: -1 },
      { InvoiceId: 0 },
      { InvoiceId: 1.5 },
      { InvoiceId: 1e15 },
      { InvoiceId: null },
      { InvoiceId: 1, Value: 10 },
      [1],
    ];
    for (const body of cases) {
      const res = await as(ana).post(BALANCE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect(await moneySnapshot(db(), ana.id)).toEqual(before);
  });

  it('needs a session and FATURAS', async () => {
    const inv = await insertInvoice(db(), { userId: semFaturas.id, valueCents: 100 });
    expect((await t.client().post(BALANCE, { InvoiceId: inv.id })).statusCode).toBe(401);
    const res = await as(semFaturas).post(BALANCE, { InvoiceId: inv.id });
    expect(res.statusCode).toBe(403);
    expect((await invoiceById(db(), inv.id)).status).toBe(1);
  });

  it(`lets exactly 5 of 20 simultaneous payments through from a wallet that affords 5 (${TEST_DB})`, async () => {
    const m = await insertMember(db(), { username: 'concorrente' });
    await creditMember(db(), m.id, 5 * (1_000 + 275), 1, 'Bônus');
    const invs = [];
    for (let i = 0; i < 20; i++) invs.push(await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 1_000 }));
    const client = as(m);
    const results = await Promise.all(invs.map((inv) => client.post(BALANCE, { InvoiceId: inv.id })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    expect(await memberBalanceCents(db(), m.id)).toBe(0);
    expect((await invoicesOf(db(), m.id)).filter((i) => i.status === 2)).toHaveLength(5);
  });
});

describe('settleInvoice', () => {
  it('pays an invoice at most once even when two settlements race', async () => {
    const m = await insertMember(db(), { username: 'corrida', planId: gold.id });
    const inv = await insertInvoice(db(), { userId: m.id, type: 2, valueCents: 4_990, planId: gold.id, dueDate: '2026-05-31' });
    const attempt = () =>
      db()
        .transaction((tx) => settleInvoice(tx, inv.id, { kind: 'balance', actorId: m.id }))
        .then(
          () => 'ok',
          (e: { status?: number }) => e.status,
        );
    const outcomes = await Promise.all([attempt(), attempt(), attempt()]);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(2);
    const pending = (await invoicesOf(db(), m.id)).filter((i) => i.status === 1);
    expect(pending.map((i) => i.dueDate)).toEqual(['2026-06-30']);
  });
});
