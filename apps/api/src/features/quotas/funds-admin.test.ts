import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, fundQuotas, investmentFunds } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { auditsOf, expectOwnerOnly, staffClients, type StaffClients } from '../plans/offers-admin.fixtures';

const BASE = '/api/admin/funds';
let t: TestApp;
let s: StaffClients;
const db = () => t.database.db;

const create = (body: Record<string, unknown>) => s.owner.post(`${BASE}/createFund`, body);
const update = (body: Record<string, unknown>) => s.owner.put(`${BASE}/updateFund`, body);
const auditCount = async () => Number((await db().select({ n: count() }).from(auditLog))[0]!.n);
const rank = (prizes: Array<Record<string, unknown>>) => ({
  Name: 'Ouro',
  Color: '#d4a017',
  Position: 3,
  ActiveDirects: 3,
  ActiveNetwork: 12,
  GroupVolume: 2500,
  Prizes: prizes,
});

beforeAll(async () => {
  t = await createTestApp();
  s = await staffClients(t, 'fundos');
});
afterAll(() => t.close());

describe(`console investment funds (${TEST_DB})`, () => {
  it('only an Owner reaches them', async () => {
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/getAll`, {}));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/createFund`, { Name: 'Fundo' }));
    await expectOwnerOnly(s, (c) => c.put(`${BASE}/updateFund`, { Id: 1, Name: 'Fundo' }));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/deactivate`));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/reactivate`));
    expect(await db().select().from(investmentFunds)).toEqual([]);
  });

  it('refuses bad funds with pt-BR messages and writes nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'Name', 'Nome é obrigatório.'],
      [{ Name: 'F', QuotaValue: -1 }, 'QuotaValue', 'O valor não pode ser negativo.'],
      [{ Name: 'F', QuotaValue: 0.001 }, 'QuotaValue', 'O valor deve ter no máximo duas casas decimais.'],
      [{ Name: 'F', Description: 'a\u0007b' }, 'Description', messages.textInvalidCharacters],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await create({ Name: 'F', Extra: 1 })).statusCode).toBe(400);
    expect((await update({ Id: -1, Name: 'F' })).json().Message).toBe(messages.fundIdInvalid);
    expect(await auditCount()).toBe(before);
  });

  it('creates, updates, deactivates and reactivates: one audit row each; holdings never change', async () => {
    const created = await create({ Name: 'Fundo Agro', Description: 'Terras produtivas', QuotaValue: 1000 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Id as number;
    expect(created.json()).toEqual({
      IsSuccess: true,
      Message: 'Fundo de Investimento criado com Sucesso.',
      Data: {
        Id: id,
        Name: 'Fundo Agro',
        Description: 'Terras produtivas',
        QuotaValue: 1000,
        Status: 1,
        StatusFormatted: 'Ativo',
        StatusColor: 'green',
        CreatedOn: expect.any(String),
      },
    });
    expect((await create({ Name: 'fundo agro' })).json().Message).toBe('Já existe um Fundo de Investimento com este nome.');
    const holder = await insertMember(db(), { username: 'cotista' });
    await db().insert(fundQuotas).values({ userId: holder.id, fundId: id, quotas: 12, origin: 'compra' });
    const holdings = await db().select().from(fundQuotas);

    expect((await update({ Id: id, Name: 'Fundo Agro Brasil', QuotaValue: 1250.5 })).json()).toMatchObject({
      Message: 'Fundo de Investimento atualizado com Sucesso.',
      Data: { Name: 'Fundo Agro Brasil', Description: '', QuotaValue: 1250.5 },
    });
    expect((await update({ Id: id, Name: 'Fundo Agro Brasil', QuotaValue: 1250.5 })).statusCode).toBe(200);
    expect((await update({ Id: 999_999, Name: 'Nada' })).json().Message).toBe(messages.fundNotFound);

    // A prize in force hands out its quotas: it stays active until that prize is retired.
    const prize = await s.owner.post('/api/admin/careerPlan/ranks/createRank', rank([{ Type: 1, Quotas: 10, FundId: id }]));
    expect(prize.statusCode, prize.body).toBe(200);
    const inUse = await s.owner.post(`${BASE}/${id}/deactivate`);
    expect([inUse.statusCode, inUse.json().Message]).toEqual([422, messages.fundInUse]);
    const rankId = prize.json().Data.Id as number;
    expect((await s.owner.put('/api/admin/careerPlan/ranks/updateRank', { Id: rankId, ...rank([{ Type: 2, Amount: 500 }]) })).statusCode).toBe(200);

    const off = await s.owner.post(`${BASE}/${id}/deactivate`);
    expect(off.json()).toMatchObject({ Message: 'Fundo de Investimento inativado com Sucesso.', Data: { Status: 0 } });
    expect((await s.owner.post(`${BASE}/${id}/deactivate`)).json().Message).toBe('Este Fundo de Investimento já está inativo.');
    const refused = await s.owner.put('/api/admin/careerPlan/ranks/updateRank', { Id: rankId, ...rank([{ Type: 1, Quotas: 1, FundId: id }]) });
    expect(refused.statusCode).toBe(422);
    expect((await s.owner.post(`${BASE}/${id}/reactivate`)).json()).toMatchObject({
      Message: 'Fundo de Investimento reativado com Sucesso.',
      Data: { Status: 1 },
    });
    expect(await db().select().from(fundQuotas)).toEqual(holdings);

    const audits = await auditsOf(db(), `fund:${id}`);
    expect(audits.map((a) => a.action)).toEqual(['funds.create', 'funds.update', 'funds.deactivate', 'funds.reactivate']);
    expect(audits[1]).toMatchObject({
      actorId: s.ownerId,
      ip: expect.any(String),
      before: { Name: 'Fundo Agro', Description: 'Terras produtivas', QuotaValue: 1000, Status: 1 },
      after: { Name: 'Fundo Agro Brasil', Description: '', QuotaValue: 1250.5, Status: 1 },
    });
    expect((await s.owner.post(`${BASE}/getAll`, { Name: 'agro' })).json()).toMatchObject({ Data: [{ Id: id }], PaginationSettings: { TotalRows: 1 } });
  });
});
