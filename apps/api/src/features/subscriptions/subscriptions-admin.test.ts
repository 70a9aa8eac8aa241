import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, messages } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices, subscriptions, unilevelTables } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertUnilevel } from '../bonuses/bonuses.fixtures';
import { auditsOf, expectOwnerOnly, staffClients, type StaffClients } from '../plans/offers-admin.fixtures';

const BASE = '/api/admin/subscriptions';
let t: TestApp;
let s: StaffClients;
const db = () => t.database.db;
let tableId: number;
let inactiveTableId: number;

const create = (body: Record<string, unknown>) => s.owner.post(`${BASE}/createSubscription`, body);
const update = (body: Record<string, unknown>) => s.owner.put(`${BASE}/updateSubscription`, body);
const auditCount = async () => Number((await db().select({ n: count() }).from(auditLog))[0]!.n);
const valid = { Name: 'Clube do Vinho', Description: 'Uma garrafa por mês', Price: 0, FrequencyType: 1, FrequencyPrice: 89.9 };

async function subscribe(username: string, id: number) {
  const u = await insertMember(db(), { username });
  const res = await t.client(t.token(u)).post(`/api/users/subscriptions/newUserSubscription/${id}`);
  return { u, res };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await staffClients(t, 'assinaturas');
  tableId = await insertUnilevel(db(), 'Assinaturas', [500]);
  inactiveTableId = await insertUnilevel(db(), 'Velha', [500]);
  await db().update(unilevelTables).set({ status: 0 }).where(eq(unilevelTables.id, inactiveTableId));
});
afterAll(() => t.close());

describe(`console subscriptions (${TEST_DB})`, () => {
  it('only an Owner reaches them', async () => {
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/getAll`, {}));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/createSubscription`, valid));
    await expectOwnerOnly(s, (c) => c.put(`${BASE}/updateSubscription`, { Id: 1, ...valid }));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/deactivate`));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/reactivate`));
    expect(await db().select().from(subscriptions)).toEqual([]);
  });

  it('refuses bad subscriptions with pt-BR messages and writes nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, Name: '' }, 'Name', 'Nome é obrigatório.'],
      [{ ...valid, Price: -0.01 }, 'Price', 'O valor não pode ser negativo.'],
      [{ ...valid, Price: null }, 'Price', 'Valor é obrigatório.'],
      [{ ...valid, FrequencyPrice: 1.999 }, 'FrequencyPrice', 'O valor deve ter no máximo duas casas decimais.'],
      [{ ...valid, FrequencyPrice: undefined }, 'FrequencyPrice', 'Valor da Recorrência é obrigatório.'],
      [{ ...valid, FrequencyType: 5 }, 'FrequencyType', 'Recorrência inválida.'],
      [{ ...valid, UnilevelId: 'x' }, 'UnilevelId', 'Tabela unilevel inválida.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    for (const UnilevelId of [inactiveTableId, 999_999]) {
      const res = await create({ ...valid, UnilevelId });
      expect([res.statusCode, res.json().Message]).toEqual([422, 'A tabela unilevel da Assinatura não existe ou está inativa.']);
    }
    expect(await auditCount()).toBe(before);
    expect(await db().select().from(subscriptions)).toEqual([]);
  });

  it('creates, updates, deactivates and reactivates: one audit row each; the recurrence is fixed once someone subscribed', async () => {
    const created = await create({ ...valid, UnilevelId: tableId });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Id as number;
    expect(created.json()).toEqual({
      IsSuccess: true,
      Message: 'Assinatura criada com Sucesso.',
      Data: {
        Id: id,
        Name: 'Clube do Vinho',
        Description: 'Uma garrafa por mês',
        Price: 0,
        FrequencyType: 1,
        FrequencyTypeFormatted: 'Mensal',
        FrequencyPrice: 89.9,
        UnilevelId: tableId,
        Status: 1,
        StatusFormatted: 'Ativo',
        StatusColor: 'green',
        CreatedOn: expect.any(String),
      },
    });
    expect((await create({ ...valid, Name: 'clube do vinho' })).json().Message).toBe('Já existe uma Assinatura com este nome.');

    // Nobody subscribed yet: the recurrence may still change.
    expect((await update({ Id: id, ...valid, UnilevelId: tableId, FrequencyType: 2 })).json().Data).toMatchObject({
      FrequencyType: 2,
      FrequencyTypeFormatted: 'Trimestral',
    });
    expect((await update({ Id: id, ...valid, UnilevelId: tableId, FrequencyType: 2 })).statusCode).toBe(200); // nothing changes, nothing written
    const { res } = await subscribe('vinho1', id);
    expect(res.statusCode, res.body).toBe(200);
    const locked = await update({ Id: id, ...valid, FrequencyType: 4 });
    expect([locked.statusCode, locked.json().Message]).toEqual([409, messages.subscriptionFrequencyLocked]);

    const off = await s.owner.post(`${BASE}/${id}/deactivate`);
    expect(off.json()).toMatchObject({ Message: 'Assinatura inativada com Sucesso.', Data: { Status: 0, StatusFormatted: 'Inativo' } });
    expect((await s.owner.post(`${BASE}/${id}/deactivate`)).json().Message).toBe('Esta Assinatura já está inativa.');
    expect((await s.owner.post(`${BASE}/${id}/reactivate`)).json()).toMatchObject({ Message: 'Assinatura reativada com Sucesso.', Data: { Status: 1 } });
    expect((await s.owner.post(`${BASE}/999999/deactivate`)).json().Message).toBe(messages.subscriptionNotFound);

    const audits = await auditsOf(db(), `subscription:${id}`);
    expect(audits.map((a) => a.action)).toEqual(['subscriptions.create', 'subscriptions.update', 'subscriptions.deactivate', 'subscriptions.reactivate']);
    expect(audits[1]).toMatchObject({
      actorId: s.ownerId,
      ip: expect.any(String),
      before: { FrequencyType: 1 },
      after: { FrequencyType: 2, UnilevelId: tableId },
    });
    expect((await s.owner.post(`${BASE}/getAll`, { Name: 'VINHO', Status: 1 })).json().Data.map((x: { Id: number }) => x.Id)).toEqual([id]);
  });

  it('a new price never rewrites an issued invoice; an inactive subscription takes no new subscribers, its holders keep it', async () => {
    const id = (await create({ ...valid, Name: 'Academia', Price: 120, FrequencyType: 4, FrequencyPrice: 100 })).json().Data.Id as number;
    const { u: holder } = await subscribe('academia1', id);
    const [first] = await db().select().from(invoices).where(eq(invoices.userId, holder.id));
    expect(first).toMatchObject({ type: InvoiceType.Assinatura, valueCents: 12_000, status: InvoiceStatus.Pendente });

    await update({ Id: id, ...valid, Name: 'Academia', Price: 150, FrequencyType: 4, FrequencyPrice: 130 });
    expect((await db().select().from(invoices).where(eq(invoices.id, first!.id)))[0]).toEqual(first);
    const { u: later } = await subscribe('academia2', id);
    expect((await db().select().from(invoices).where(eq(invoices.userId, later.id)))[0]).toMatchObject({ valueCents: 15_000 });

    await s.owner.post(`${BASE}/${id}/deactivate`);
    const refused = await subscribe('academia3', id);
    expect([refused.res.statusCode, refused.res.json().Message]).toEqual([422, messages.subscriptionUnavailable]);
    const mine = await t.client(t.token(holder)).post('/api/users/subscriptions/getAllUserSubscriptionsByUserId');
    expect(mine.json().Data).toEqual([expect.objectContaining({ SubscriptionId: id, Status: 1 })]);
  });
});
