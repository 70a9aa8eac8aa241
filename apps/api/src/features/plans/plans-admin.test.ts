import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, messages, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, commissionLines, invoices, plans, users } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { payInvoiceWithBalance } from '../payments';
import { insertUnilevel, linesOf, setBonificationCenter } from '../bonuses/bonuses.fixtures';
import { personPayload } from '../registration/registration.fixtures';
import { auditsOf, expectOwnerOnly, staffClients, type StaffClients } from './offers-admin.fixtures';

const BASE = '/api/admin/plans';
let t: TestApp;
let s: StaffClients;
const db = () => t.database.db;

const create = (body: Record<string, unknown>) => s.owner.post(`${BASE}/createPlan`, body);
const update = (body: Record<string, unknown>) => s.owner.put(`${BASE}/updatePlan`, body);
const auditCount = async () => Number((await db().select({ n: count() }).from(auditLog))[0]!.n);

let seq = 0;
/** Registers a member on `planId` through the real registration call: Pendente with an Adesão invoice. */
async function register(planId: number) {
  const n = ++seq;
  const res = await t.client().post('/api/users/registerUser', personPayload({ PlanId: planId, Username: `novo${n}`, Email: `novo${n}@clube.test` }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().Data.Id as number;
  const [adhesion] = await db().select().from(invoices).where(eq(invoices.userId, id));
  return { id, adhesion: adhesion! };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await staffClients(t, 'planos');
  await insertMember(db(), { username: 'patrocinador' });
  const table = await insertUnilevel(db(), 'Adesão', [1_000]);
  await setBonificationCenter(db(), { AdhesionUnilevelId: table, MonthlyPaymentUnilevelId: table });
});
afterAll(() => t.close());

describe(`console plans (${TEST_DB})`, () => {
  it('only an Owner lists, creates, updates, deactivates and reactivates plans', async () => {
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/getAll`, {}));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/createPlan`, { Name: 'X', Price: 1, MonthlyPayment: 0 }));
    await expectOwnerOnly(s, (c) => c.put(`${BASE}/updatePlan`, { Id: 1, Name: 'X', Price: 1, MonthlyPayment: 0 }));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/deactivate`));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/reactivate`));
    expect((await db().select().from(plans)).length).toBe(0);
    expect((await s.owner.post(`${BASE}/getAll`, {})).statusCode).toBe(200);
  });

  it('refuses bad plans with pt-BR messages and writes nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ Name: '  ', Price: 10, MonthlyPayment: 1 }, 'Name', 'Nome é obrigatório.'],
      [{ Name: 'A'.repeat(101), Price: 10, MonthlyPayment: 1 }, 'Name', messages.textTooLong],
      [{ Name: 'P', Description: 'x'.repeat(2001), Price: 10, MonthlyPayment: 1 }, 'Description', 'A descrição pode ter no máximo 2.000 caracteres.'],
      [{ Name: 'P', MonthlyPayment: 1 }, 'Price', 'Valor é obrigatório.'],
      [{ Name: 'P', Price: 0, MonthlyPayment: 1 }, 'Price', 'O valor deve ser maior que zero.'],
      [{ Name: 'P', Price: 10.001, MonthlyPayment: 1 }, 'Price', 'O valor deve ter no máximo duas casas decimais.'],
      [{ Name: 'P', Price: '10', MonthlyPayment: 1 }, 'Price', 'Valor inválido.'],
      [{ Name: 'P', Price: 10, MonthlyPayment: -1 }, 'MonthlyPayment', 'O valor não pode ser negativo.'],
      [{ Name: 'P', Price: 10 }, 'MonthlyPayment', 'Mensalidade é obrigatória.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await create({ Name: 'P', Price: 10, MonthlyPayment: 1, Status: 0 })).statusCode).toBe(400);
    expect((await update({ Id: 0, Name: 'P', Price: 10, MonthlyPayment: 1 })).json().Message).toBe(messages.planIdInvalid);
    expect((await s.owner.post(`${BASE}/abc/deactivate`)).json().Message).toBe(messages.planIdInvalid);
    expect(await auditCount()).toBe(before);
    expect((await db().select().from(plans)).length).toBe(0);
  });

  it('creates, updates, deactivates and reactivates a plan: one audit row each, with before, after and IP', async () => {
    const created = await create({ Name: '  Ouro ', Description: 'Plano completo\ncom tudo', Price: 199.9, MonthlyPayment: 49.9 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Id as number;
    expect(created.json()).toEqual({
      IsSuccess: true,
      Message: 'Plano criado com Sucesso.',
      Data: {
        Id: id,
        Name: 'Ouro',
        Description: 'Plano completo\ncom tudo',
        Price: 199.9,
        MonthlyPayment: 49.9,
        Status: 1,
        StatusFormatted: 'Ativo',
        StatusColor: 'green',
        CreatedOn: expect.any(String),
      },
    });
    const [row] = await db().select().from(plans).where(eq(plans.id, id));
    expect(row).toMatchObject({ priceCents: 19_990, monthlyPaymentCents: 4_990, status: 1 });

    expect((await create({ Name: 'OURO', Price: 1, MonthlyPayment: 0 })).json()).toMatchObject({ Message: 'Já existe um Plano com este nome.' });
    expect((await create({ Name: 'Prata', Price: 99, MonthlyPayment: 0 })).statusCode).toBe(200);

    const same = await update({ Id: id, Name: 'Ouro', Description: 'Plano completo\ncom tudo', Price: 199.9, MonthlyPayment: 49.9 });
    expect(same.statusCode).toBe(200);
    const updated = await update({ Id: id, Name: 'Ouro Plus', Price: 249.9, MonthlyPayment: 0 });
    expect(updated.json()).toMatchObject({
      Message: 'Plano atualizado com Sucesso.',
      Data: { Id: id, Name: 'Ouro Plus', Description: '', Price: 249.9, MonthlyPayment: 0 },
    });
    expect((await update({ Id: id, Name: 'prata', Price: 1, MonthlyPayment: 0 })).statusCode).toBe(409);
    const unknown = await update({ Id: 999_999, Name: 'Nada', Price: 1, MonthlyPayment: 0 });
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, 'Plano não encontrado.']);

    const off = await s.owner.post(`${BASE}/${id}/deactivate`);
    expect(off.json()).toMatchObject({ Message: 'Plano inativado com Sucesso.', Data: { Status: 0, StatusFormatted: 'Inativo', StatusColor: 'red' } });
    expect((await s.owner.post(`${BASE}/${id}/deactivate`)).json()).toMatchObject({ Message: 'Este Plano já está inativo.' });
    expect((await s.owner.post(`${BASE}/${id}/reactivate`)).json()).toMatchObject({ Message: 'Plano reativado com Sucesso.', Data: { Status: 1 } });
    expect((await s.owner.post(`${BASE}/${id}/reactivate`)).statusCode).toBe(409);
    expect((await s.owner.post(`${BASE}/999999/reactivate`)).statusCode).toBe(404);

    const audits = await auditsOf(db(), `plan:${id}`);
    expect(audits.map((a) => a.action)).toEqual(['plans.create', 'plans.update', 'plans.deactivate', 'plans.reactivate']);
    for (const a of audits) expect(a).toMatchObject({ actorId: s.ownerId, ip: expect.any(String) });
    expect(audits[0]).toMatchObject({
      before: null,
      after: { Name: 'Ouro', Description: 'Plano completo\ncom tudo', Price: 199.9, MonthlyPayment: 49.9, Status: 1 },
    });
    expect(audits[1]).toMatchObject({
      before: { Name: 'Ouro', Price: 199.9, MonthlyPayment: 49.9 },
      after: { Name: 'Ouro Plus', Description: '', Price: 249.9, MonthlyPayment: 0, Status: 1 },
    });
    expect(audits[2]).toMatchObject({ before: { Status: 1 }, after: { Status: 0 } });

    const list = await s.owner.post(`${BASE}/getAll`, { Name: 'plus' });
    expect(list.json()).toMatchObject({ Data: [{ Id: id, Name: 'Ouro Plus' }], PaginationSettings: { TotalRows: 1 } });
    expect((await s.owner.post(`${BASE}/getAll`, { Status: 0 })).json().Data).toEqual([]);
  });

  it('a change never rewrites what was issued: paid and pending invoices and their bonuses keep their values', async () => {
    const plan = (await create({ Name: 'Essencial', Price: 100, MonthlyPayment: 10 })).json().Data;
    const paid = await register(plan.Id);
    await creditMember(db(), paid.id, 10_275, EarningCategory.Adesao, 'saldo');
    await payInvoiceWithBalance(db(), paid.id, paid.adhesion.id);
    const paidLines = await linesOf(db(), paid.adhesion.id);
    expect(paidLines.map((l) => [l.baseCents, l.amountCents])).toEqual([[10_000, 1_000]]);
    const fee = (await db().select().from(invoices).where(eq(invoices.userId, paid.id))).find((i) => i.type === InvoiceType.Mensalidade)!;
    expect(fee).toMatchObject({ status: InvoiceStatus.Pendente, valueCents: 1_000 });
    const pending = await register(plan.Id);
    const invoicesBefore = await db().select().from(invoices).orderBy(invoices.id);

    const res = await update({ Id: plan.Id, Name: 'Essencial', Price: 150, MonthlyPayment: 20 });
    expect(res.json().Data).toMatchObject({ Price: 150, MonthlyPayment: 20 });

    // Nothing issued changed: the paid adhesion, its commission line, the pending fee and the pending adhesion.
    expect(await db().select().from(invoices).orderBy(invoices.id)).toEqual(invoicesBefore);
    expect(await linesOf(db(), paid.adhesion.id)).toEqual(paidLines);
    expect((await db().select().from(users).where(eq(users.id, paid.id)))[0]).toMatchObject({ status: UserStatus.Ativo, planId: plan.Id });
    // The pending adhesion is paid at the price it was issued with, and pays bonuses on that price.
    await creditMember(db(), pending.id, 10_275, EarningCategory.Adesao, 'saldo');
    await payInvoiceWithBalance(db(), pending.id, pending.adhesion.id);
    expect((await linesOf(db(), pending.adhesion.id)).map((l) => [l.baseCents, l.amountCents])).toEqual([[10_000, 1_000]]);
    // A new registration is issued at the new price.
    const fresh = await register(plan.Id);
    expect(fresh.adhesion).toMatchObject({ type: InvoiceType.Adesao, valueCents: 15_000, status: InvoiceStatus.Pendente });
    expect((await auditsOf(db(), `plan:${plan.Id}`)).map((a) => a.action)).toEqual(['plans.create', 'plans.update']);
    expect(await db().select({ n: count() }).from(commissionLines)).toEqual([{ n: 2 }]);
  });

  it('an inactive plan is not offered, its members keep it, and the last active plan stays active', async () => {
    await db().update(plans).set({ status: 0 });
    const plan = (await create({ Name: 'Único', Price: 50, MonthlyPayment: 5 })).json().Data;
    const member = await register(plan.Id);
    const last = await s.owner.post(`${BASE}/${plan.Id}/deactivate`);
    expect([last.statusCode, last.json().Message]).toEqual([422, messages.planLastActive]);

    const other = (await create({ Name: 'Outro', Price: 60, MonthlyPayment: 6 })).json().Data;
    expect((await s.owner.post(`${BASE}/${plan.Id}/deactivate`)).statusCode).toBe(200);
    const offered = await t.client().post('/api/plans/getAllPlans', {});
    expect(offered.json().Data.map((p: { Id: number }) => p.Id)).toEqual([other.Id]);
    const refused = await t.client().post('/api/users/registerUser', personPayload({ PlanId: plan.Id, Username: 'tarde', Email: 'tarde@clube.test' }));
    expect([refused.statusCode, refused.json().Message]).toEqual([404, messages.planNotFound]);
    // Issued before: still payable, and the member stays on it.
    await creditMember(db(), member.id, 5_275, EarningCategory.Adesao, 'saldo');
    await payInvoiceWithBalance(db(), member.id, member.adhesion.id);
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]).toMatchObject({ status: UserStatus.Ativo, planId: plan.Id });
    expect((await auditsOf(db(), `plan:${plan.Id}`)).map((a) => a.action)).toEqual(['plans.create', 'plans.deactivate']);
  });
});
