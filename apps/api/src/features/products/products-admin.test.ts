import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, products } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertProduct, insertStock, insertStorage } from './products.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const QUEUE = '/api/admin/products/getAllProducts';
const SHOP = '/api/logistics/products/getAllProducts';
let ana: Row, bia: Row, operator: Row;

const row = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
const auditsOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `product:${id}`))
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana', name: 'Ana Vendedora' });
  bia = await insertMember(db(), { username: 'bia' });
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('POST /api/admin/products/getAllProducts', () => {
  it('lists the products waiting for review, oldest first, with their sellers', async () => {
    const first = await insertProduct(db(), ana.id, { name: 'Primeiro', officeStatus: 1 });
    const second = await insertProduct(db(), bia.id, { name: 'Segundo', officeStatus: 1 });
    await insertProduct(db(), ana.id, { name: 'Aceito', officeStatus: 2 });
    const res = await as(operator).post(QUEUE, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.map((e: any) => [e.Product.Id, e.Seller.Username])).toEqual([
      [first.id, 'ana'],
      [second.id, 'bia'],
    ]);
    expect(res.json().Data[0]).toMatchObject({
      Seller: { Id: ana.id, Name: 'Ana Vendedora', Username: 'ana' },
      Product: { OfficeStatus: 1 },
      ProductImages: [],
      Stocks: [],
    });
    expect(res.json().PaginationSettings).toMatchObject({ TotalRows: 2 });
    expect((await as(operator).post(QUEUE, { OfficeStatus: 2 })).json().Data.map((e: any) => e.Product.Name)).toEqual(['Aceito']);
    expect((await as(operator).post(QUEUE, { Name: 'segu' })).json().Data.map((e: any) => e.Product.Name)).toEqual(['Segundo']);
    expect((await as(operator).post(QUEUE, { PaginationFilter: { OrderByDescending: true } })).json().Data[0].Product.Id).toBe(second.id);
  });

  it('is for Administrators only', async () => {
    expect((await as(ana).post(QUEUE, {})).statusCode).toBe(403);
    expect((await t.client().post(QUEUE, {})).statusCode).toBe(401);
    expect((await as(operator).post(QUEUE, { OfficeStatus: 4 })).statusCode).toBe(400);
  });
});

describe('staff roles (docs/admin.md#staff-roles)', () => {
  it('Catalog and Owner review products; Finance and Support get 403 and change nothing', async () => {
    const staff = async (role: keyof typeof STAFF_ROLE_IDS) =>
      insertMember(db(), { username: `staff.produtos.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
    const [owner, finance, catalog, support] = [await staff('Owner'), await staff('Finance'), await staff('Catalog'), await staff('Support')];
    const product = await insertProduct(db(), ana.id, { name: 'Caneca', officeStatus: 1 });
    const calls: Array<[string, unknown]> = [
      [QUEUE, {}],
      [`/api/admin/products/${product.id}/accept`, {}],
      [`/api/admin/products/${product.id}/refuse`, {}],
      [`/api/admin/products/${product.id}/requestChanges`, { NeedsChangeMessage: 'Mais fotos.' }],
    ];
    for (const who of [finance, support]) {
      for (const [url, payload] of calls) expect((await as(who).post(url, payload)).statusCode, `${who.username} ${url}`).toBe(403);
    }
    expect(await row(product.id)).toMatchObject({ officeStatus: 1 });
    expect(await auditsOf(product.id)).toEqual([]);

    for (const who of [catalog, owner]) expect((await as(who).post(QUEUE, {})).statusCode, who.username).toBe(200);
    expect((await as(catalog).post(`/api/admin/products/${product.id}/requestChanges`, { NeedsChangeMessage: 'Mais fotos.' })).statusCode).toBe(200);
    expect((await as(owner).post(`/api/admin/products/${product.id}/accept`, {})).statusCode).toBe(200);
    expect((await auditsOf(product.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['product.request_changes', catalog.id],
      ['product.accept', owner.id],
    ]);
  });
});

describe('accept, refuse, ask for changes', () => {
  it('accept puts the product in the shop; refuse takes it out; each answer is audited', async () => {
    const storage = await insertStorage(db(), ana.id, 1);
    const product = await insertProduct(db(), ana.id, { name: 'Bolsa', officeStatus: 1 });
    await insertStock(db(), product.id, storage.id, 4);
    const inShop = async () => ((await as(bia).post(SHOP, { IsFromMarketplace: true })).json().Data as any[]).some((e) => e.Product.Id === product.id);
    expect(await inShop()).toBe(false);

    const accepted = await as(operator).post(`/api/admin/products/${product.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Produto aceito com Sucesso.',
      Data: { Product: { Id: product.id, OfficeStatus: 2, OfficeStatusFormatted: 'Aceito' }, Seller: { Id: ana.id } },
    });
    expect(await inShop()).toBe(true);
    const again = await as(operator).post(`/api/admin/products/${product.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('O produto já está nesta situação.');

    const refused = await as(operator).post(`/api/admin/products/${product.id}/refuse`, { Reason: ' Foto de outro produto. ' });
    expect(refused.json()).toMatchObject({
      Message: 'Produto recusado com Sucesso.',
      Data: { Product: { OfficeStatus: 0, OfficeStatusFormatted: 'Recusado' } },
    });
    expect(await inShop()).toBe(false);
    // One row per answer: who, from where, the review fields before and after, and why.
    const audits = await auditsOf(product.id);
    expect(audits.map((a) => [a.action, a.actorId, a.ip, (a.before as any).officeStatus, (a.after as any).officeStatus, a.reason])).toEqual([
      ['product.accept', operator.id, '127.0.0.1', 1, 2, null],
      ['product.refuse', operator.id, '127.0.0.1', 2, 0, 'Foto de outro produto.'],
    ]);
    expect(audits[0]).toMatchObject({
      before: { officeStatus: 1, needsChangeMessage: null, unilevelId: null },
      after: { officeStatus: 2, needsChangeMessage: null, unilevelId: null },
      data: { ownerId: ana.id },
    });
    // The reason is optional; a too long one or an unknown field is refused and changes nothing.
    expect((await as(operator).post(`/api/admin/products/${product.id}/refuse`, { Reason: 'x'.repeat(1001) })).json().Message).toBe('Texto longo demais.');
    expect((await as(operator).post(`/api/admin/products/${product.id}/refuse`, { Motivo: 'x' })).statusCode).toBe(400);
    expect(await auditsOf(product.id)).toHaveLength(2);
  });

  it('asks for changes with a required message the seller reads; his edit sends it back to Pendente', async () => {
    const product = await insertProduct(db(), ana.id, { name: 'Relógio', officeStatus: 1 });
    const url = `/api/admin/products/${product.id}/requestChanges`;
    for (const body of [{}, { NeedsChangeMessage: '' }, { NeedsChangeMessage: '   ' }]) {
      const res = await as(operator).post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Mensagem de alteração é obrigatória.');
    }
    expect((await as(operator).post(url, { NeedsChangeMessage: 'x'.repeat(1001) })).json().Message).toBe('Texto longo demais.');
    expect((await as(operator).post(url, { NeedsChangeMessage: 'a\u0000' })).statusCode).toBe(400);
    expect(await row(product.id)).toMatchObject({ officeStatus: 1, needsChangeMessage: null });

    const res = await as(operator).post(url, { NeedsChangeMessage: ' Envie fotos do produto.\nInforme o tamanho. ' });
    expect(res.json()).toMatchObject({
      Message: 'Solicitação de alteração enviada com Sucesso.',
      Data: { Product: { OfficeStatus: 3, OfficeStatusFormatted: 'Precisa de alteração', NeedsChangeMessage: 'Envie fotos do produto.\nInforme o tamanho.' } },
    });
    // The seller reads it on his list (the edit screen).
    const mine = (await as(ana).post(SHOP, { Filters: [{ Type: 1, Value: product.id }] })).json().Data[0];
    expect(mine.Product).toMatchObject({ OfficeStatus: 3, NeedsChangeMessage: 'Envie fotos do produto.\nInforme o tamanho.' });
    // A new message is a new request; the same one again is not.
    expect((await as(operator).post(url, { NeedsChangeMessage: 'Envie fotos do produto.\nInforme o tamanho.' })).statusCode).toBe(409);
    expect((await as(operator).post(url, { NeedsChangeMessage: 'Outra coisa.' })).statusCode).toBe(200);
    // Accepting clears the message.
    await as(operator).post(`/api/admin/products/${product.id}/accept`);
    expect(await row(product.id)).toMatchObject({ officeStatus: 2, needsChangeMessage: null });
    expect((await auditsOf(product.id)).map((a) => [a.action, (a.before as any).officeStatus, (a.after as any).officeStatus, a.reason])).toEqual([
      ['product.request_changes', 1, 3, 'Envie fotos do produto.\nInforme o tamanho.'],
      ['product.request_changes', 3, 3, 'Outra coisa.'],
      ['product.accept', 3, 2, null],
    ]);
    expect((await auditsOf(product.id))[1]).toMatchObject({
      before: { needsChangeMessage: 'Envie fotos do produto.\nInforme o tamanho.' },
      after: { needsChangeMessage: 'Outra coisa.' },
    });
  });

  it('unknown products answer 404, bad ids 400, members 403, visitors 401; nothing changes', async () => {
    const product = await insertProduct(db(), ana.id, { officeStatus: 1 });
    for (const action of ['accept', 'refuse']) {
      expect((await as(operator).post(`/api/admin/products/999999/${action}`)).json()).toMatchObject({ Message: 'Produto não encontrado.' });
      expect((await as(operator).post(`/api/admin/products/abc/${action}`)).statusCode).toBe(400);
      expect((await as(ana).post(`/api/admin/products/${product.id}/${action}`)).statusCode).toBe(403);
      expect((await t.client().post(`/api/admin/products/${product.id}/${action}`)).statusCode).toBe(401);
    }
    expect((await as(ana).post(`/api/admin/products/${product.id}/requestChanges`, { NeedsChangeMessage: 'x' })).statusCode).toBe(403);
    expect((await as(operator).post('/api/admin/products/999999/requestChanges', { NeedsChangeMessage: 'x' })).statusCode).toBe(404);
    expect(await row(product.id)).toMatchObject({ officeStatus: 1 });
    expect(await auditsOf(product.id)).toEqual([]);
  });
});
