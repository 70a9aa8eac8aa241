import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { auditLog, invoices, plans } from '../../db/schema';
import { addDays, addMonths, dayInSaoPaulo } from '../../platform/dates';
import { isUniqueViolation } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';
import { creditMember, insertMember } from '../../seed/builders';
import { insertInvoice, insertPlan, invoiceById, invoicesOf, userById } from '../payments/payments.fixtures';

let t: TestApp;
type Member = Awaited<ReturnType<typeof insertMember>>;
type PlanRow = Awaited<ReturnType<typeof insertPlan>>;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));

const PENDING = '/api/plans/getPendingPlanByUserId';
const CHANGE = (id: number | string) => `/api/plans/changePlan/${id}`;
const CANCEL = '/api/plans/cancelChangePlan';
const BALANCE = '/api/payments/pay/balancePayment';

const fail = (Message: string) => ({ IsSuccess: false, Message, Data: null });

let basic: PlanRow, gold: PlanRow, premium: PlanRow, retired: PlanRow;

beforeAll(async () => {
  t = await createTestApp();
  basic = await insertPlan(db(), { name: 'Básico', priceCents: 10_000, monthlyCents: 3_000 });
  gold = await insertPlan(db(), { name: 'Plano Ouro', priceCents: 25_050, monthlyCents: 7_990 });
  premium = await insertPlan(db(), { name: 'Premium', priceCents: 60_000, monthlyCents: 12_990 });
  retired = await insertPlan(db(), { name: 'Antigo', priceCents: 5_000, monthlyCents: 1_000 });
  await db().update(plans).set({ status: 0 }).where(eq(plans.id, retired.id));
});
afterAll(() => t.close());

const pendingChangesOf = async (userId: number) => (await invoicesOf(db(), userId)).filter((i) => i.type === 3 && i.status === 1);

const auditsOf = (target: string) => db().select().from(auditLog).where(eq(auditLog.target, target));

describe('POST /api/plans/changePlan/{id}', () => {
  it('issues the invoice type 3 Troca de Plano for the new plan, due in 3 days, and answers it as the pending change', async () => {
    const m = await insertMember(db(), { username: 'troca1', planId: basic.id });
    expect((await as(m).get(PENDING)).json()).toEqual({ IsSuccess: true, Message: null, Data: null });

    const res = await as(m).post(CHANGE(gold.id));
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = await pendingChangesOf(m.id);
    expect(inv).toMatchObject({ type: 3, status: 1, valueCents: 25_050, deliverValueCents: 0, planId: gold.id, description: 'Troca de Plano — Plano Ouro' });
    expect(inv!.dueDate).toBe(addDays(dayInSaoPaulo(), 3));
    const invoice = {
      Id: inv!.id,
      Type: 3,
      TypeFormatted: 'Troca de Plano',
      Description: 'Troca de Plano — Plano Ouro',
      Value: 250.5,
      DeliverValue: 0,
      DueDate: inv!.dueDate,
      Status: 1,
      StatusFormatted: 'Pendente',
      StatusColor: 'yellow',
      Token: inv!.token,
    };
    const data = { PlanId: gold.id, Plan: { Id: gold.id, Name: 'Plano Ouro', Description: '', Price: 250.5, MonthlyPayment: 79.9 }, Invoice: invoice };
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Pague sua fatura para concluir a Troca do Plano.', Data: data });
    expect((await as(m).get(PENDING)).json()).toEqual({ IsSuccess: true, Message: null, Data: data });

    // The plan does not change before the invoice is paid; the member sees the invoice on his home.
    expect((await userById(db(), m.id)).planId).toBe(basic.id);
    const home = (await as(m).get('/api/accounts/authUser/getAuthUserData')).json().Data;
    expect(home.ActivePlan.Id).toBe(basic.id);
    expect(home.PendingInvoices.map((i: { Id: number }) => i.Id)).toContain(inv!.id);

    const [audit] = await auditsOf(`invoice:${inv!.id}`);
    expect(audit).toMatchObject({
      actorId: m.id,
      action: 'plans.change_requested',
      data: { fromPlanId: basic.id, toPlanId: gold.id, valueCents: 25_050, impersonatorId: null },
    });
  });

  it('refuses a second pending change (409) whatever its target, until the first is paid or cancelled', async () => {
    const m = await insertMember(db(), { username: 'troca2', planId: basic.id });
    expect((await as(m).post(CHANGE(gold.id))).statusCode).toBe(200);
    for (const target of [gold.id, premium.id]) {
      const res = await as(m).post(CHANGE(target));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(fail('Você já possui uma Troca de Plano pendente. Pague ou cancele a fatura da troca antes de escolher outro plano.'));
    }
    expect(await pendingChangesOf(m.id)).toHaveLength(1);
    expect((await as(m).get(PENDING)).json().Data.PlanId).toBe(gold.id);
  });

  it('refuses the current plan (409), an inactive or unknown plan (404) and a malformed id (400), issuing nothing', async () => {
    const m = await insertMember(db(), { username: 'troca3', planId: gold.id });
    const cases: Array<[string | number, number, string]> = [
      [gold.id, 409, 'Este já é o seu Plano Atual.'],
      [retired.id, 404, 'Plano não encontrado.'],
      [2_000_000_000, 404, 'Plano não encontrado.'],
      ['0', 400, 'Plano inválido.'],
      ['abc', 400, 'Plano inválido.'],
      ['-3', 400, 'Plano inválido.'],
      ['99999999999', 400, 'Plano inválido.'],
      ['2147483648', 400, 'Plano inválido.'],
    ];
    for (const [id, status, message] of cases) {
      const res = await as(m).post(CHANGE(id));
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json(), String(id)).toMatchObject(fail(message));
    }
    expect(await invoicesOf(db(), m.id)).toEqual([]);
  });

  it('is for Ativo members only: Pendente, Inativo and Bloqueado are refused; an administrator too', async () => {
    for (const [username, status] of [
      ['pendente', 2],
      ['inativo', 0],
    ] as const) {
      const m = await insertMember(db(), { username, status, planId: basic.id });
      const res = await as(m).post(CHANGE(gold.id));
      expect(res.statusCode, username).toBe(422);
      expect(res.json()).toEqual(fail('Somente sócios ativos podem trocar de Plano.'));
      expect(await invoicesOf(db(), m.id)).toEqual([]);
    }
    // A blocked member cannot even sign in; a token issued before the block is refused.
    const blocked = await insertMember(db(), { username: 'bloqueado', status: 3, planId: basic.id });
    const refused = await as(blocked).post(CHANGE(gold.id));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ IsSuccess: false, Data: null });
    expect(await invoicesOf(db(), blocked.id)).toEqual([]);

    const admin = await insertMember(db(), { username: 'admtroca', type: UserType.Administrator });
    const res = await as(admin).post(CHANGE(gold.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(fail('Administradores não trocam de Plano: entre com uma conta de sócio.'));
    expect(await invoicesOf(db(), admin.id)).toEqual([]);
  });

  it('needs a session and PLANOS for all three calls', async () => {
    const m = await insertMember(db(), { username: 'semplanos', planId: basic.id, rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PLANOS) });
    expect((await t.client().get(PENDING)).statusCode).toBe(401);
    expect((await t.client().post(CHANGE(gold.id))).statusCode).toBe(401);
    expect((await t.client().post(CANCEL)).statusCode).toBe(401);
    expect((await as(m).get(PENDING)).statusCode).toBe(403);
    expect((await as(m).post(CHANGE(gold.id))).statusCode).toBe(403);
    expect((await as(m).post(CANCEL)).statusCode).toBe(403);
    expect(await invoicesOf(db(), m.id)).toEqual([]);
  });

  it(`lets exactly one of 8 simultaneous changes through, the others 409 (${TEST_DB})`, async () => {
    const m = await insertMember(db(), { username: 'corrida', planId: basic.id });
    const client = as(m);
    const targets = [gold.id, premium.id, gold.id, premium.id, gold.id, premium.id, gold.id, premium.id];
    const results = await Promise.all(targets.map((id) => client.post(CHANGE(id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().Message).toBe('Você já possui uma Troca de Plano pendente. Pague ou cancele a fatura da troca antes de escolher outro plano.');
    }
    expect(await pendingChangesOf(m.id)).toHaveLength(1);
  });

  it('has the partial unique index as the last guard, and maps its violation to the 409', async () => {
    const m = await insertMember(db(), { username: 'indice', planId: basic.id });
    const row = (userId: number) => ({
      userId,
      type: 3,
      description: 'Troca',
      valueCents: 25_050,
      dueDate: '2030-01-01',
      status: 1,
      token: randomToken(),
      planId: gold.id,
    });
    if (TEST_DB === 'pg') {
      // Another connection holds an uncommitted pending change: the request's read cannot see it,
      // its insert waits on the index, and fails once that transaction commits.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const didInsert = new Promise<void>((r) => (inserted = r));
      const holder = db().transaction(async (tx) => {
        await tx.insert(invoices).values(row(m.id));
        inserted();
        await held;
      });
      await didInsert;
      const request = as(m).post(CHANGE(premium.id));
      for (let i = 0; i < 200; i++) {
        const [w] = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`));
        if (Number(w?.n) > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      release();
      await holder;
      const res = await request;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(fail('Você já possui uma Troca de Plano pendente. Pague ou cancele a fatura da troca antes de escolher outro plano.'));
    } else {
      // One connection: no race to set up; the index itself refuses a second pending change.
      await db().insert(invoices).values(row(m.id));
      const err = await db()
        .insert(invoices)
        .values(row(m.id))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(err, 'invoices_pending_plan_change_uq')).toBe(true);
    }
    expect(await pendingChangesOf(m.id)).toHaveLength(1);
    // A paid or cancelled change does not count: the index is on pending ones only.
    await db()
      .update(invoices)
      .set({ status: 0 })
      .where(and(eq(invoices.userId, m.id), eq(invoices.type, 3)));
    expect((await as(m).post(CHANGE(premium.id))).statusCode).toBe(200);
  });
});

describe('POST /api/plans/cancelChangePlan', () => {
  it('cancels the pending change (status 0, cancelled_at), after which the member can change again', async () => {
    const m = await insertMember(db(), { username: 'cancela', planId: basic.id });
    const first = (await as(m).post(CHANGE(premium.id))).json().Data.Invoice;

    const res = await as(m).post(CANCEL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Cancelamento da troca de Plano realizada com Sucesso.',
      Data: { ...first, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' },
    });
    const row = await invoiceById(db(), first.Id);
    expect(row.status).toBe(0);
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(row.paidAt).toBeNull();
    expect((await as(m).get(PENDING)).json().Data).toBeNull();
    expect((await userById(db(), m.id)).planId).toBe(basic.id);
    const [audit] = await auditsOf(`invoice:${first.Id}`).then((rows) => rows.filter((a) => a.action === 'plans.change_cancelled'));
    expect(audit).toMatchObject({ actorId: m.id, data: { toPlanId: premium.id, valueCents: 60_000 } });

    // Nothing left to cancel.
    const again = await as(m).post(CANCEL);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(fail('Você não possui uma Troca de Plano pendente.'));

    // A cancelled change cannot be paid any more.
    await creditMember(db(), m.id, 100_000, 1, 'Bônus');
    const pay = await as(m).post(BALANCE, { InvoiceId: first.Id });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().Message).toBe('Esta fatura foi cancelada e não pode ser paga.');

    // And a new change is accepted, to any plan.
    const second = await as(m).post(CHANGE(gold.id));
    expect(second.statusCode).toBe(200);
    expect(second.json().Data.Invoice.Id).not.toBe(first.Id);
    expect((await as(m).get(PENDING)).json().Data.PlanId).toBe(gold.id);
  });

  it("touches only the caller's own change: someone else's pending change stays, and each sees only his own", async () => {
    const ana = await insertMember(db(), { username: 'ana', planId: basic.id });
    const bia = await insertMember(db(), { username: 'bia', planId: basic.id });
    const biaChange = (await as(bia).post(CHANGE(gold.id))).json().Data;

    expect((await as(ana).get(PENDING)).json().Data).toBeNull();
    const res = await as(ana).post(CANCEL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(fail('Você não possui uma Troca de Plano pendente.'));
    expect((await invoiceById(db(), biaChange.Invoice.Id)).status).toBe(1);
    expect((await as(bia).get(PENDING)).json().Data).toEqual(biaChange);

    // Ana's own change does not collide with Bia's (one pending change per member, not per plan).
    expect((await as(ana).post(CHANGE(gold.id))).statusCode).toBe(200);
    expect((await as(ana).post(CANCEL)).statusCode).toBe(200);
    expect((await invoiceById(db(), biaChange.Invoice.Id)).status).toBe(1);
  });

  it('does not touch other pending invoices of the member', async () => {
    const m = await insertMember(db(), { username: 'outras', planId: basic.id });
    const monthly = await insertInvoice(db(), { userId: m.id, type: 2, valueCents: 3_000, planId: basic.id });
    const order = await insertInvoice(db(), { userId: m.id, type: 4, valueCents: 5_000 });
    expect((await as(m).post(CANCEL)).statusCode).toBe(404);
    await as(m).post(CHANGE(gold.id));
    expect((await as(m).post(CANCEL)).statusCode).toBe(200);
    expect((await invoiceById(db(), monthly.id)).status).toBe(1);
    expect((await invoiceById(db(), order.id)).status).toBe(1);
  });
});

describe('paying the plan change', () => {
  it('switches the plan; the Mensalidade already issued keeps its value and the next one is at the new plan', async () => {
    const m = await insertMember(db(), { username: 'pagante', planId: basic.id });
    await creditMember(db(), m.id, 100_000, 1, 'Bônus');
    const monthly = await insertInvoice(db(), {
      userId: m.id,
      type: 2,
      valueCents: 3_000,
      planId: basic.id,
      dueDate: '2026-05-10',
      description: 'Mensalidade — Plano Básico',
    });

    const change = (await as(m).post(CHANGE(gold.id))).json().Data.Invoice;
    const paid = await as(m).post(BALANCE, { InvoiceId: change.Id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data).toMatchObject({ Id: change.Id, Status: 2, StatusFormatted: 'Pago' });

    const user = await userById(db(), m.id);
    expect(user.planId).toBe(gold.id);
    expect(user.planStartedAt).toBeInstanceOf(Date);
    expect((await as(m).get(PENDING)).json().Data).toBeNull();
    expect((await as(m).get('/api/accounts/authUser/getAuthUserData')).json().Data.ActivePlan).toEqual({
      Id: gold.id,
      Name: 'Plano Ouro',
      Description: '',
      Price: 250.5,
      MonthlyPayment: 79.9,
    });
    // Paying the change is a payment like any other: balance - price - R$ 2,75.
    const wallet = (await as(m).get('/api/users/wallets/getUserWalletByWalletType/1')).json().Data;
    expect(wallet.Amount).toBe((100_000 - 25_050 - 275) / 100);

    // Nothing is left to cancel, and the member may change again later (back to the basic plan).
    expect((await as(m).post(CANCEL)).statusCode).toBe(404);
    expect((await as(m).post(CHANGE(gold.id))).json()).toEqual(fail('Este já é o seu Plano Atual.'));

    // The fee issued before the change is paid as it was; the next one is the new plan's.
    expect((await as(m).post(BALANCE, { InvoiceId: monthly.id })).statusCode).toBe(200);
    const next = (await invoicesOf(db(), m.id)).filter((i) => i.type === 2 && i.status === 1);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ valueCents: 7_990, planId: gold.id, dueDate: addMonths('2026-05-10', 1), description: 'Mensalidade — Plano Ouro' });

    const downgrade = await as(m).post(CHANGE(basic.id));
    expect(downgrade.statusCode).toBe(200);
    expect(downgrade.json().Data.Invoice).toMatchObject({ Value: 100, Description: 'Troca de Plano — Plano Básico' });
  });
});
