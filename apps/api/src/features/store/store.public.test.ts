import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { productCategories, productCategoryLinks } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../orders/orders.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const HEADER = (u: string) => `/api/store/public/getStoreByUsername/${encodeURIComponent(u)}`;
const LIST = (u: string) => `/api/store/public/getAllStoreProducts/${encodeURIComponent(u)}`;
const CATEGORIES = (u: string) => `/api/store/public/getAllStoreCategories/${encodeURIComponent(u)}`;

let ana: Row;
let rioClient: Row;
const p: Record<string, number> = {};
let roupas: number, cursos: number, vazia: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  ana = await insertMember(db(), { username: 'loja.ana', name: 'Ana Vendedora' });
  const bruno = await insertMember(db(), { username: 'bruno' });
  await insertMember(db(), { username: 'bloqueada', status: UserStatus.Bloqueado });
  await insertMember(db(), { username: 'cliente.antigo', type: UserType.UserStore, sponsorId: ana.id });
  rioClient = await insertMember(db(), { username: 'cliente.rio', type: UserType.UserStore, sponsorId: ana.id, rolesIds: [-1, -3, 7] });
  await insertAddress(db(), rioClient.id, CITY.rio);

  const anaCenter = await insertDistributionCenter(db(), ana.id);
  const anaNational = await insertStorage(db(), anaCenter.id, 1);
  const anaRegionalRio = await insertStorage(db(), anaCenter.id, 2, [CITY.rio]);
  const clubNational = await insertStorage(db(), (await insertDistributionCenter(db(), admin.id)).id, 1);
  const brunoNational = await insertStorage(db(), (await insertDistributionCenter(db(), bruno.id)).id, 1);

  const product = async (key: string, seed: Parameters<typeof insertProduct>[1], storageId: number | null, quantity = 5) => {
    const row = await insertProduct(db(), { name: key, ...seed });
    p[key] = row.id;
    if (storageId !== null) await insertStock(db(), { productId: row.id, storageId, quantity });
    return row;
  };
  await product('Camiseta B2B e B2C', { ownerId: ana.id, status: 4, priceCents: 10_000, dealerDiscountCents: 2_000 }, anaNational.id);
  await product('Caneca só B2C', { ownerId: ana.id, status: 3, priceCents: 4_990, dealerDiscountCents: 990 }, anaNational.id);
  await product('Boné só B2B', { ownerId: ana.id, status: 2 }, anaNational.id);
  await product('Mochila indisponível', { ownerId: ana.id, status: 1 }, anaNational.id);
  await product('Meia pendente', { ownerId: ana.id, status: 4, officeStatus: 1 }, anaNational.id);
  await product('Luva recusada', { ownerId: ana.id, status: 4, officeStatus: 0 }, anaNational.id);
  await product('Cachecol sem estoque', { ownerId: ana.id, status: 4 }, null);
  await product('Consultoria', { ownerId: ana.id, status: 4, type: 2, priceCents: 30_000 }, anaNational.id);
  await product('Kit do Clube', { ownerId: admin.id, isOffice: true, status: 4, priceCents: 15_000, dealerDiscountCents: 5_000 }, clubNational.id);
  await product('Produto do Bruno', { ownerId: bruno.id, status: 4 }, brunoNational.id);
  // Stock only in a Regional storage serving Rio: offered to a client who lives there, not to a visitor.
  await product('Chapéu carioca', { ownerId: ana.id, status: 4 }, null);
  await insertStock(db(), { productId: p['Chapéu carioca']!, storageId: anaRegionalRio.id, quantity: 2 });

  const [r, c, v] = await db()
    .insert(productCategories)
    .values([
      { type: 1, name: 'Roupas' },
      { type: 1, name: 'Cursos' },
      { type: 1, name: 'Vazia' },
    ])
    .returning();
  roupas = r!.id;
  cursos = c!.id;
  vazia = v!.id;
  await db()
    .insert(productCategoryLinks)
    .values([
      { productId: p['Camiseta B2B e B2C']!, categoryId: roupas },
      { productId: p['Boné só B2B']!, categoryId: vazia },
      { productId: p['Consultoria']!, categoryId: cursos },
    ]);
});
afterAll(() => t.close());

const ids = (res: { json(): { Data: Array<{ Product: { Id: number } }> } }) => res.json().Data.map((e) => e.Product.Id);

describe(`GET getStoreByUsername (${TEST_DB})`, () => {
  it("answers the member's name and username, whatever the case typed", async () => {
    const res = await t.client().get(HEADER('LOJA.ANA'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { Name: 'Ana Vendedora', Username: 'loja.ana' } });
  });

  it("answers 404 'Loja não encontrada.' for an unknown, blocked, store client's or administrator's username", async () => {
    for (const u of ['ninguem', 'bloqueada', 'cliente.antigo', 'operador', 'x'.repeat(100)]) {
      const res = await t.client().get(HEADER(u));
      expect(res.statusCode, u).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Loja não encontrada.', Data: null });
    }
    for (const u of ['x'.repeat(5000), 'ana%00', ' ']) {
      const res = await t.client().get(HEADER(u));
      expect(res.statusCode, u).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, u).toBeLessThan(500);
    }
  });
});

describe(`POST getAllStoreProducts (${TEST_DB})`, () => {
  it("lists the club's products and the member's own that are accepted, on B2C and in stock, at the list price", async () => {
    const res = await t.client().post(LIST('loja.ana'), {});
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([p['Camiseta B2B e B2C'], p['Caneca só B2C'], p['Consultoria'], p['Kit do Clube']].sort());
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: 4 });
    const shirt = res.json().Data.find((e: { Product: { Id: number } }) => e.Product.Id === p['Camiseta B2B e B2C']);
    // A store client pays the list price: no dealer discount shown.
    expect(shirt.Product).toMatchObject({ Name: 'Camiseta B2B e B2C', Price: 100, DealerDiscount: 0, DealerPrice: 100 });
    expect(shirt.Stocks).toHaveLength(1);
    expect(shirt.Stocks[0]).toMatchObject({ Quantity: 5 });
  });

  it('filters by type, category and name, and pages by 24', async () => {
    const post = (body: unknown) => t.client().post(LIST('loja.ana'), body);
    expect(ids(await post({ ProductType: 2 }))).toEqual([p['Consultoria']]);
    expect(ids(await post({ ProductType: 1 })).sort()).toEqual([p['Camiseta B2B e B2C'], p['Caneca só B2C'], p['Kit do Clube']].sort());
    expect(ids(await post({ Categories: [roupas] }))).toEqual([p['Camiseta B2B e B2C']]);
    expect(ids(await post({ Categories: [{ Id: cursos }] }))).toEqual([p['Consultoria']]);
    expect(ids(await post({ Categories: [vazia] }))).toEqual([]);
    expect(ids(await post({ Name: 'caneca' }))).toEqual([p['Caneca só B2C']]);
    expect(ids(await post({ Name: '%' }))).toEqual([]);
    expect(ids(await post({ Name: '   ' })).length).toBe(4);
    const page = (await post({ PaginationSettings: { Page: 2, RowsPerPage: 24 } })).json();
    expect(page.Data).toEqual([]);
    expect(page.PaginationSettings).toMatchObject({ Page: 2 });
  });

  it("offers a signed-in store client the stock of the storages serving his address; a visitor's token changes nothing", async () => {
    const visitor = ids(await t.client().post(LIST('loja.ana'), { ProductType: 1 }));
    expect(visitor).not.toContain(p['Chapéu carioca']);
    const client = ids(await as(rioClient).post(LIST('loja.ana'), { ProductType: 1 }));
    expect(client).toContain(p['Chapéu carioca']);
    // A member signed in sees the store as a visitor does; a stale token too.
    expect(ids(await as(ana).post(LIST('loja.ana'), { ProductType: 1 })).sort()).toEqual(visitor.sort());
    expect(ids(await t.client('not-a-token').post(LIST('loja.ana'), { ProductType: 1 })).sort()).toEqual(visitor.sort());
    // Someone else's address is not his to name.
    const other = await insertAddress(db(), ana.id, CITY.rio);
    const res = await as(rioClient).post(LIST('loja.ana'), { DeliveryAddressId: other.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Endereço não encontrado.');
  });

  it('answers 404 for no store and 4xx in pt-BR for bad input', async () => {
    for (const u of ['ninguem', 'bloqueada', 'cliente.antigo', 'operador']) {
      const res = await t.client().post(LIST(u), {});
      expect(res.statusCode, u).toBe(404);
      expect(res.json().Message).toBe('Loja não encontrada.');
    }
    const bad: Array<[unknown, string]> = [
      [{ Name: 'cane\u0000ca' }, 'Texto contém caracteres inválidos.'],
      [{ Name: 'x'.repeat(201) }, 'Texto longo demais.'],
      [{ Categories: [0] }, 'Categoria não encontrada.'],
      [{ DeliveryAddressId: -1 }, 'Endereço não encontrado.'],
    ];
    for (const [body, message] of bad) {
      const res = await t.client().post(LIST('loja.ana'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    for (const body of [{ Unknown: 1 }, { ProductType: 3 }, { PaginationSettings: { Page: 0 } }, { Categories: Array(21).fill(roupas) }, []]) {
      expect((await t.client().post(LIST('loja.ana'), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await t.client().post(LIST('loja.ana'), { Name: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().Message).toBe('O corpo da requisição é grande demais.');
  });
});

describe(`GET getAllStoreCategories (${TEST_DB})`, () => {
  it('answers the product categories holding a product of the store, by name', async () => {
    const res = await t.client().get(CATEGORIES('loja.ana'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual([
      { Id: cursos, Name: 'Cursos' },
      { Id: roupas, Name: 'Roupas' },
    ]);
    expect((await t.client().get(CATEGORIES('bloqueada'))).statusCode).toBe(404);
  });
});
