import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, productCategories, productFeatures } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertCategory, insertFeature, insertProduct } from './products.fixtures';
import { productCategoryLinks } from '../../db/schema';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const LIST = '/api/logistics/categories/getAllCategories';
const CREATE = '/api/logistics/categories/createNewCategory';
const UPDATE = '/api/logistics/categories/updateCategory';
const FEATURES = '/api/logistics/features/getAllFeatures';
const CREATE_FEATURE = '/api/admin/features/createNewFeature';
const UPDATE_FEATURE = '/api/admin/features/updateFeature';
let member: Row, admin: Row, noOrders: Row;

const snapshot = async () => ({
  categories: await db().select().from(productCategories).orderBy(productCategories.id),
  features: await db().select().from(productFeatures).orderBy(productFeatures.id),
});

beforeAll(async () => {
  t = await createTestApp();
  member = await insertMember(db(), { username: 'vendedor' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  noOrders = await insertMember(db(), { username: 'sempedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
});
afterAll(() => t.close());

describe('POST /api/logistics/categories/createNewCategory (Administrators)', () => {
  it('creates product and feature categories, audited', async () => {
    const res = await as(admin).post(CREATE, { Name: '  Vestuário  ', Type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Categoria criada com Sucesso.',
      Data: { Id: expect.any(Number), Type: 1, TypeFormatted: 'Produto', Name: 'Vestuário' },
    });
    const feature = await as(admin).post(CREATE, { Name: 'Cor', Type: 2 });
    expect(feature.json().Data).toMatchObject({ Type: 2, TypeFormatted: 'Atributo', Name: 'Cor' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.create'), eq(auditLog.actorId, admin.id)));
    expect(audits.map((a) => a.target)).toEqual([`category:${res.json().Data.Id}`, `category:${feature.json().Data.Id}`]);
  });

  it("answers the spec's message for a blank name, and pt-BR messages for a missing type or a name in use", async () => {
    const before = await snapshot();
    for (const body of [{ Name: '', Type: 1 }, { Name: '   ', Type: 1 }, { Type: 1 }]) {
      const res = await as(admin).post(CREATE, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Nome da Categoria é obrigatório.' });
    }
    for (const Type of [undefined, 0, 3, '1', 1.5]) {
      const res = await as(admin).post(CREATE, { Name: 'Calçados', Type });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Tipo da Categoria é obrigatório.');
    }
    const dup = await as(admin).post(CREATE, { Name: 'VESTUÁRIO', Type: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Message).toBe('Já existe uma categoria deste tipo com este nome.');
    const control = await as(admin).post(CREATE, { Name: 'Cal\u0007çados', Type: 1 });
    expect(control.statusCode).toBe(400);
    expect(control.json().Message).toBe('Texto contém caracteres inválidos.');
    const long = await as(admin).post(CREATE, { Name: 'x'.repeat(101), Type: 1 });
    expect(long.json().Message).toBe('Texto longo demais.');
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to members (403) and to visitors (401)', async () => {
    const before = await snapshot();
    expect((await as(member).post(CREATE, { Name: 'Livros', Type: 1 })).statusCode).toBe(403);
    expect((await t.client().post(CREATE, { Name: 'Livros', Type: 1 })).statusCode).toBe(401);
    expect((await as(member).put(UPDATE, { Id: before.categories[0]!.id, Name: 'Livros' })).statusCode).toBe(403);
    expect((await t.client().put(UPDATE, { Id: before.categories[0]!.id, Name: 'Livros' })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/logistics/categories/updateCategory', () => {
  it('renames; the type changes only while nothing uses the category', async () => {
    const c = await insertCategory(db(), 1, 'Acessórios');
    const res = await as(admin).put(UPDATE, { Id: c.id, Name: 'Acessórios e Bolsas' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Categoria atualizada com Sucesso.', Data: { Id: c.id, Type: 1, Name: 'Acessórios e Bolsas' } });
    expect((await as(admin).put(UPDATE, { Id: c.id, Name: 'Acessórios e Bolsas', Type: 2 })).json().Data.Type).toBe(2);
    expect((await as(admin).put(UPDATE, { Id: c.id, Name: 'Acessórios e Bolsas', Type: 1 })).json().Data.Type).toBe(1);

    const p = await insertProduct(db(), member.id);
    await db().insert(productCategoryLinks).values({ productId: p.id, categoryId: c.id });
    const locked = await as(admin).put(UPDATE, { Id: c.id, Name: 'Acessórios', Type: 2 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().Message).toBe('Esta categoria está em uso: o tipo não pode ser alterado.');
    const [row] = await db().select().from(productCategories).where(eq(productCategories.id, c.id));
    expect(row).toMatchObject({ type: 1, name: 'Acessórios e Bolsas' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.update'), eq(auditLog.target, `category:${c.id}`)));
    expect(audits).toHaveLength(3);
  });

  it("answers 'Nome da Categoria é obrigatório.', 404 for an unknown id, 409 for a name in use", async () => {
    const c = await insertCategory(db(), 1, 'Eletrônicos');
    await insertCategory(db(), 1, 'Informática');
    const before = await snapshot();
    const blank = await as(admin).put(UPDATE, { Id: c.id, Name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Message).toBe('Nome da Categoria é obrigatório.');
    for (const Id of [999_999, 0, -1, 2_147_483_648, 'abc']) {
      const res = await as(admin).put(UPDATE, { Id, Name: 'Qualquer' });
      expect(res.statusCode).toBe(Id === 999_999 ? 404 : 400);
      expect(res.json().Message).toBe('Categoria não encontrada.');
    }
    const taken = await as(admin).put(UPDATE, { Id: c.id, Name: 'informática' });
    expect(taken.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/logistics/categories/getAllCategories', () => {
  it('lets members read the categories, by name, filtered by type and name, paged', async () => {
    const res = await as(member).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Type: 1 });
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().Data.map((c: { Name: string }) => c.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(res.json().Data.every((c: { Type: number }) => c.Type === 1)).toBe(true);
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: names.length });

    const byName = await as(member).post(LIST, { Name: 'eletr' });
    expect(byName.json().Data.map((c: { Name: string }) => c.Name)).toEqual(['Eletrônicos']);
    const features = await as(member).post(LIST, { Type: 2 });
    expect(features.json().Data.map((c: { Name: string }) => c.Name)).toEqual(['Cor']);

    const paged = await as(member).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 2 }, PaginationFilter: { Type: 1, OrderByDescending: false } });
    expect(paged.json().PaginationSettings).toMatchObject({ Page: 2, TotalRows: 5, TotalPages: 3 });
    expect(paged.json().Data).toHaveLength(2);
    const all = await as(member).post(LIST, { IgnorePagination: true, PaginationSettings: { Page: 3, RowsPerPage: 1 } });
    expect(all.json().Data).toHaveLength(5);
    const like = await as(member).post(LIST, { Name: '%' });
    expect(like.json().Data).toEqual([]);
  });

  it('needs a session and PEDIDOS; refuses bad input', async () => {
    expect((await t.client().post(LIST, {})).statusCode).toBe(401);
    expect((await as(noOrders).post(LIST, {})).statusCode).toBe(403);
    expect((await as(member).post(LIST, { Type: 3 })).statusCode).toBe(400);
    expect((await as(member).post(LIST, { Unknown: 1 })).statusCode).toBe(400);
    expect((await as(member).post(LIST, { Name: 'a\u0000b' })).statusCode).toBe(400);
  });
});

describe('features', () => {
  it('GET getAllFeatures: every feature with its category, grouped by category name', async () => {
    const cor = (await db().select().from(productCategories).where(eq(productCategories.name, 'Cor')))[0]!;
    const tamanho = await insertCategory(db(), 2, 'Tamanho');
    await insertFeature(db(), tamanho.id, 'M');
    await insertFeature(db(), cor.id, 'Verde');
    await insertFeature(db(), cor.id, 'Azul');
    const res = await as(member).get(FEATURES);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual([
      { Id: expect.any(Number), Name: 'Azul', CategoryId: cor.id, Category: { Id: cor.id, Name: 'Cor', Type: 2 } },
      { Id: expect.any(Number), Name: 'Verde', CategoryId: cor.id, Category: { Id: cor.id, Name: 'Cor', Type: 2 } },
      { Id: expect.any(Number), Name: 'M', CategoryId: tamanho.id, Category: { Id: tamanho.id, Name: 'Tamanho', Type: 2 } },
    ]);
    expect((await t.client().get(FEATURES)).statusCode).toBe(401);
    expect((await as(noOrders).get(FEATURES)).statusCode).toBe(403);
  });

  it('operators create and rename features of feature categories only, audited', async () => {
    const tamanho = (await db().select().from(productCategories).where(eq(productCategories.name, 'Tamanho')))[0]!;
    const res = await as(admin).post(CREATE_FEATURE, { CategoryId: tamanho.id, Name: ' GG ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Atributo criado com Sucesso.',
      Data: { Id: expect.any(Number), Name: 'GG', CategoryId: tamanho.id, Category: { Id: tamanho.id, Name: 'Tamanho', Type: 2 } },
    });
    const id = res.json().Data.Id;
    const renamed = await as(admin).put(UPDATE_FEATURE, { Id: id, CategoryId: tamanho.id, Name: 'XG' });
    expect(renamed.json()).toMatchObject({ Message: 'Atributo atualizado com Sucesso.', Data: { Id: id, Name: 'XG' } });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feature:${id}`));
    expect(audits.map((a) => a.action)).toEqual(['feature.create', 'feature.update']);

    const before = await snapshot();
    const productCategory = (await db().select().from(productCategories).where(eq(productCategories.name, 'Eletrônicos')))[0]!;
    const wrongType = await as(admin).post(CREATE_FEATURE, { CategoryId: productCategory.id, Name: 'P' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().Message).toBe('A categoria do Atributo deve ser uma categoria de atributos (Tipo 2).');
    const unknown = await as(admin).post(CREATE_FEATURE, { CategoryId: 999_999, Name: 'P' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Categoria não encontrada.');
    expect((await as(admin).post(CREATE_FEATURE, { CategoryId: tamanho.id, Name: '' })).json().Message).toBe('Nome do Atributo é obrigatório.');
    expect((await as(admin).post(CREATE_FEATURE, { Name: 'P' })).json().Message).toBe('Categoria do Atributo é obrigatório.');
    expect((await as(admin).post(CREATE_FEATURE, { CategoryId: tamanho.id, Name: 'm' })).statusCode).toBe(409);
    expect((await as(admin).put(UPDATE_FEATURE, { Id: 999_999, CategoryId: tamanho.id, Name: 'P' })).json().Message).toBe('Atributo não encontrado.');
    expect((await as(member).post(CREATE_FEATURE, { CategoryId: tamanho.id, Name: 'P' })).statusCode).toBe(403);
    expect((await t.client().post(CREATE_FEATURE, { CategoryId: tamanho.id, Name: 'P' })).statusCode).toBe(401);
    expect((await as(member).put(UPDATE_FEATURE, { Id: id, CategoryId: tamanho.id, Name: 'P' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
