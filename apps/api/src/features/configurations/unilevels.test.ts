import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, unilevelTables, unilevelTableVersions } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { currentUnilevel, unilevelVersion } from './index';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const BASE = '/api/configurations/SCUnilevels';
let member: Row, admin: Row;

const versionRow = async (tableId: number, version: number) =>
  (
    await db()
      .select()
      .from(unilevelTableVersions)
      .where(and(eq(unilevelTableVersions.tableId, tableId), eq(unilevelTableVersions.version, version)))
  )[0];
const auditsOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `unilevel:${id}`))
    .orderBy(auditLog.id);
const create = (Name: string, Levels: number[]) => as(admin).post(`${BASE}/createNewUnilevel`, { Name, Levels });

beforeAll(async () => {
  t = await createTestApp();
  member = await insertMember(db(), { username: 'socia' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('who may call', () => {
  it('administrators only: members 403, visitors 401, nothing written', async () => {
    const calls = [
      (c: ReturnType<typeof as>) => c.post(`${BASE}/getAllUnilevels`, {}),
      (c: ReturnType<typeof as>) => c.post(`${BASE}/createNewUnilevel`, { Name: 'X', Levels: [1] }),
      (c: ReturnType<typeof as>) => c.put(`${BASE}/updateUnilevel`, { Id: 1, Name: 'X', Levels: [1] }),
    ];
    for (const call of calls) {
      expect((await call(as(member))).statusCode).toBe(403);
      expect((await call(t.client())).statusCode).toBe(401);
    }
    expect(await db().select().from(unilevelTables)).toEqual([]);
  });
});

describe('createNewUnilevel', () => {
  it('creates an active table, version 1, percentages kept in basis points; audited', async () => {
    const res = await create('  Adesão ', [10, 5, 2.5, 0.01, 0]);
    expect(res.statusCode).toBe(200);
    const id = res.json().Data.Id;
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Tabela unilevel criada com Sucesso.',
      Data: { Id: id, Name: 'Adesão', Status: 1, Version: 1, Levels: [10, 5, 2.5, 0.01, 0] },
    });
    expect(await versionRow(id, 1)).toMatchObject({ levelsBp: [1000, 500, 250, 1, 0], createdBy: admin.id });
    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'unilevel.create',
      before: null,
      after: { Id: id, Name: 'Adesão', Version: 1, Levels: [10, 5, 2.5, 0.01, 0] },
    });
    expect(audit!.ip).toEqual(expect.any(String));
  });

  it('accepts ten levels summing to exactly 100%', async () => {
    const res = await create('Cheia', [55.55, 10, 10, 10, 5, 5, 2, 1, 1, 0.45]);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Levels).toEqual([55.55, 10, 10, 10, 5, 5, 2, 1, 1, 0.45]);
  });

  it('refuses bad tables with pt-BR messages and writes nothing', async () => {
    const before = (await db().select().from(unilevelTables)).length;
    const cases: Array<[object, string]> = [
      [{ Name: 'Soma', Levels: [60, 40.01] }, 'A soma dos percentuais não pode passar de 100%.'],
      [{ Name: 'Soma', Levels: [50, 50, 0.01] }, 'A soma dos percentuais não pode passar de 100%.'],
      [{ Name: 'Vazia', Levels: [] }, 'A tabela precisa ter ao menos 1 nível.'],
      [{ Name: 'Longa', Levels: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }, 'A tabela pode ter no máximo 10 níveis.'],
      [{ Name: 'Decimais', Levels: [2.555] }, 'Cada percentual deve estar entre 0 e 100, com no máximo duas casas decimais.'],
      [{ Name: 'Negativa', Levels: [-1] }, 'Cada percentual deve estar entre 0 e 100, com no máximo duas casas decimais.'],
      [{ Name: 'Alta', Levels: [101] }, 'Cada percentual deve estar entre 0 e 100, com no máximo duas casas decimais.'],
      [{ Name: 'Texto', Levels: ['10'] }, 'Cada percentual deve estar entre 0 e 100, com no máximo duas casas decimais.'],
      [{ Name: 'Sem níveis' }, 'Informe os percentuais dos níveis.'],
      [{ Name: '   ', Levels: [1] }, 'Nome da tabela unilevel é obrigatório.'],
      [{ Levels: [1] }, 'Nome da tabela unilevel é obrigatório.'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post(`${BASE}/createNewUnilevel`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message, JSON.stringify(body)).toBe(message);
    }
    expect((await as(admin).post(`${BASE}/createNewUnilevel`, { Name: 'X', Levels: [1], Status: 1 })).statusCode).toBe(400);
    expect((await db().select().from(unilevelTables)).length).toBe(before);
  });

  it('refuses a name already in use, any case', async () => {
    const res = await create('ADESÃO', [1]);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('Já existe uma tabela unilevel com este nome.');
  });
});

describe('updateUnilevel', () => {
  it('new percentages write version 2; version 1 stays as it was', async () => {
    const id = (await create('Mensalidade', [5, 3, 2])).json().Data.Id;
    const v1 = await versionRow(id, 1);
    const res = await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Mensalidade', Levels: [6, 3, 2, 1] });
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Tabela unilevel atualizada com Sucesso.',
      Data: { Id: id, Name: 'Mensalidade', Status: 1, Version: 2, Levels: [6, 3, 2, 1] },
    });
    expect(await versionRow(id, 1)).toEqual(v1);
    expect(v1!.levelsBp).toEqual([500, 300, 200]);
    expect(await versionRow(id, 2)).toMatchObject({ levelsBp: [600, 300, 200, 100], createdBy: admin.id });
    expect(await currentUnilevel(db(), id)).toEqual({ id, version: 2, levelsBp: [600, 300, 200, 100], status: 1 });
    expect(await unilevelVersion(db(), id, 1)).toEqual({ id, version: 1, levelsBp: [500, 300, 200] });
    expect(await unilevelVersion(db(), id, 3)).toBeUndefined();
    expect(await currentUnilevel(db(), 999999)).toBeUndefined();

    // A name or status change alone keeps the version.
    const renamed = await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Mensalidades', Levels: [6, 3, 2, 1], Status: 0 });
    expect(renamed.json().Data).toEqual({ Id: id, Name: 'Mensalidades', Status: 0, Version: 2, Levels: [6, 3, 2, 1] });
    expect(await versionRow(id, 3)).toBeUndefined();
    // Status absent keeps it; the same table again writes nothing.
    expect((await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Mensalidades', Levels: [6, 3, 2, 1] })).json().Data.Status).toBe(0);

    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, (a.before as any)?.Version, (a.after as any).Version, (a.after as any).Status])).toEqual([
      ['unilevel.create', undefined, 1, 1],
      ['unilevel.update', 1, 2, 1],
      ['unilevel.update', 2, 2, 0],
    ]);
  });

  it('refuses unknown tables, names in use and bad percentages', async () => {
    const id = (await create('Produtos', [5])).json().Data.Id;
    const unknown = await as(admin).put(`${BASE}/updateUnilevel`, { Id: 999999, Name: 'Nova', Levels: [1] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Tabela unilevel não encontrada.');
    expect((await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'adesão', Levels: [5] })).statusCode).toBe(409);
    const sum = await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Produtos', Levels: [90, 10.5] });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().Message).toBe('A soma dos percentuais não pode passar de 100%.');
    expect((await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Produtos', Levels: [5], Status: 2 })).json().Message).toBe(
      'Situação da tabela unilevel inválida.',
    );
    expect((await as(admin).put(`${BASE}/updateUnilevel`, { Id: 0, Name: 'Produtos', Levels: [5] })).json().Message).toBe('Tabela unilevel inválida.');
    expect(await currentUnilevel(db(), id)).toMatchObject({ version: 1, levelsBp: [500] });
  });

  it('a table the bonification center names cannot be made inactive', async () => {
    const id = (await create('Em uso', [4])).json().Data.Id;
    expect((await as(admin).put('/api/configurations/updateSCBonificationCenter', { MonthlyPaymentUnilevelId: id })).statusCode).toBe(200);
    const res = await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Em uso', Levels: [4], Status: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe('Esta tabela unilevel está em uso na Central de Bonificação: escolha outra lá antes de inativá-la.');
    expect(await currentUnilevel(db(), id)).toMatchObject({ status: 1 });
    // New percentages are fine: the center pays by the current version.
    expect((await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Em uso', Levels: [4, 1] })).json().Data.Version).toBe(2);
    // So is the products table (the whole group is replaced: only ProductsUnilevelId names it now).
    expect((await as(admin).put('/api/configurations/updateSCBonificationCenter', { ProductsUnilevelId: id })).statusCode).toBe(200);
    const products = await as(admin).put(`${BASE}/updateUnilevel`, { Id: id, Name: 'Em uso', Levels: [4, 1], Status: 0 });
    expect(products.statusCode).toBe(422);
    expect(await currentUnilevel(db(), id)).toMatchObject({ status: 1 });
  });
});

describe('getAllUnilevels', () => {
  it('lists by Id with the current version, paged and filtered', async () => {
    const res = await as(admin).post(`${BASE}/getAllUnilevels`, {});
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all.Data.map((u: any) => u.Name)).toEqual(['Adesão', 'Cheia', 'Mensalidades', 'Produtos', 'Em uso']);
    expect(all.Data[2]).toEqual({ Id: expect.any(Number), Name: 'Mensalidades', Status: 0, Version: 2, Levels: [6, 3, 2, 1] });
    expect(all.PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 5, AllPages: [1] });

    const page = (await as(admin).post(`${BASE}/getAllUnilevels`, { PaginationSettings: { Page: 2, RowsPerPage: 2 } })).json();
    expect(page.Data.map((u: any) => u.Name)).toEqual(['Mensalidades', 'Produtos']);
    expect(page.PaginationSettings).toEqual({ Page: 2, TotalPages: 3, TotalRows: 5, AllPages: [1, 2, 3] });

    expect((await as(admin).post(`${BASE}/getAllUnilevels`, { Status: 0 })).json().Data.map((u: any) => u.Name)).toEqual(['Mensalidades']);
    expect((await as(admin).post(`${BASE}/getAllUnilevels`, { Name: 'USO' })).json().Data.map((u: any) => u.Name)).toEqual(['Em uso']);
    expect((await as(admin).post(`${BASE}/getAllUnilevels`, { Name: '%' })).json().Data).toEqual([]);
    expect((await as(admin).post(`${BASE}/getAllUnilevels`, { Status: 3 })).statusCode).toBe(400);
  });
});
