import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { GetAllProductsRequest, SHOP_PAGES_AHEAD, shopTotalIsCapped, type GetAllProductsRequest as Query } from '@clube/contract/products';
import { createTestApp, type TestApp } from '../../../test/helper';
import { productCategoryLinks } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { listStoreProducts } from './index';
import { insertAddress, insertCategory, insertFeature, insertProduct, insertStock, insertStorage } from './products.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const LIST = '/api/logistics/products/getAllProducts';
const SAO_PAULO = 3550308;
const as = (u: Row) => t.client(t.token(u));
const ids = (res: { json(): any }) => (res.json().Data as Array<{ Product: { Id: number } }>).map((e) => e.Product.Id);
const shop = (u: Row, q: Query = {}) => as(u).post(LIST, { IsFromMarketplace: true, ...q });

let ana: Row, bia: Row, caio: Row, semEndereco: Row, admin: Row, noOrders: Row;
const p: Record<string, number> = {};
let roupas: number, casa: number, azul: number, verde: number, tamanhoM: number;
let biaSaoPauloAddress: number, caioAddress: number;

beforeAll(async () => {
  t = await createTestApp();
  const d = db();
  ana = await insertMember(d, { username: 'ana' });
  bia = await insertMember(d, { username: 'bia' });
  caio = await insertMember(d, { username: 'caio' });
  semEndereco = await insertMember(d, { username: 'semendereco' });
  admin = await insertMember(d, { username: 'operador', type: UserType.Administrator });
  noOrders = await insertMember(d, { username: 'sempedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
  biaSaoPauloAddress = (await insertAddress(d, bia.id, 'São Paulo', 'SP')).id;
  await insertAddress(d, bia.id, 'campinas', 'sp'); // newest: Campinas (IBGE 3509502), served by National storages only
  caioAddress = (await insertAddress(d, caio.id, 'Sao Paulo', 'SP')).id;

  roupas = (await insertCategory(d, 1, 'Roupas')).id;
  casa = (await insertCategory(d, 1, 'Casa')).id;
  const cor = await insertCategory(d, 2, 'Cor');
  const tamanho = await insertCategory(d, 2, 'Tamanho');
  azul = (await insertFeature(d, cor.id, 'Azul')).id;
  verde = (await insertFeature(d, cor.id, 'Verde')).id;
  tamanhoM = (await insertFeature(d, tamanho.id, 'M')).id;

  const anaNational = await insertStorage(d, ana.id, 1);
  const anaRegional = await insertStorage(d, ana.id, 2, [SAO_PAULO]);
  const clubNational = await insertStorage(d, admin.id, 1);
  const biaNational = await insertStorage(d, bia.id, 1);

  p.camiseta = (
    await insertProduct(d, ana.id, {
      name: 'Camiseta Azul',
      description: 'Algodão orgânico',
      code: 'CAM-1',
      weightGrams: 300,
      lengthMm: 300,
      heightMm: 20,
      priceCents: 5_000,
      numberOfSales: 7,
    })
  ).id;
  await insertStock(d, p.camiseta, anaNational.id, 5, { reserved: 1, featureIds: [azul, tamanhoM], name: 'Azul M' });
  await insertStock(d, p.camiseta, anaNational.id, 3, { reserved: 3, featureIds: [verde], name: 'Verde' });
  await d.insert(productCategoryLinks).values({ productId: p.camiseta, categoryId: roupas });

  p.vaso = (await insertProduct(d, ana.id, { name: 'Vaso de Cerâmica', status: 2, weightGrams: 2_000, lengthMm: 400, heightMm: 400, priceCents: 20_000 })).id;
  await insertStock(d, p.vaso, anaRegional.id, 3);
  await d.insert(productCategoryLinks).values({ productId: p.vaso, categoryId: casa });

  p.pendente = (await insertProduct(d, ana.id, { name: 'Pendente', officeStatus: 1 })).id;
  await insertStock(d, p.pendente, anaNational.id, 9);
  p.b2c = (await insertProduct(d, ana.id, { name: 'Só B2C', status: 3 })).id;
  await insertStock(d, p.b2c, anaNational.id, 9);
  p.indisponivel = (await insertProduct(d, ana.id, { name: 'Indisponível', status: 1 })).id;
  await insertStock(d, p.indisponivel, anaNational.id, 9);
  p.esgotado = (await insertProduct(d, ana.id, { name: 'Esgotado' })).id;
  await insertStock(d, p.esgotado, anaNational.id, 2, { reserved: 2 });
  p.semEstoque = (await insertProduct(d, ana.id, { name: 'Sem estoque' })).id;

  p.clube = (await insertProduct(d, admin.id, { name: 'Caneca do Clube', isOffice: true, priceCents: 3_000, numberOfSales: 50 })).id;
  await insertStock(d, p.clube, clubNational.id, 10);
  await d.insert(productCategoryLinks).values({ productId: p.clube, categoryId: roupas });
  p.curso = (await insertProduct(d, admin.id, { name: 'Curso de Vendas', isOffice: true, type: 2 })).id;
  await insertStock(d, p.curso, clubNational.id, 100);
  p.daBia = (await insertProduct(d, bia.id, { name: 'Produto da Bia' })).id;
  await insertStock(d, p.daBia, biaNational.id, 1);
});
afterAll(() => t.close());

describe('the shop (IsFromMarketplace)', () => {
  it('offers accepted products available on B2B with units in storages serving the buyer: not his own', async () => {
    const res = await shop(bia, { OfficeStatus: 0, ProductStatus: 1, OnlyWithStock: false });
    expect(res.statusCode).toBe(200);
    // Bia's newest address is in Campinas: the Regional storage (São Paulo) does not serve her.
    expect(ids(res)).toEqual([p.curso, p.clube, p.camiseta]);
    expect(res.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 3, AllPages: [1] });
    expect(ids(await shop(caio))).toEqual([p.daBia, p.curso, p.clube, p.vaso, p.camiseta]);
    // Without an address: National storages only.
    expect(ids(await shop(semEndereco))).toEqual([p.daBia, p.curso, p.clube, p.camiseta]);
  });

  it('answers the shop card: no status, share or codes; only the stocks the buyer can have, Quantity available', async () => {
    const entry = (await shop(bia)).json().Data.find((e: any) => e.Product.Id === p.camiseta);
    expect(entry).toEqual({
      Product: {
        Id: p.camiseta,
        UserId: ana.id,
        IsOfficeProduct: false,
        Type: 1,
        TypeFormatted: 'Produto',
        Name: 'Camiseta Azul',
        Description: 'Algodão orgânico',
        Price: 50,
        DealerDiscount: 10,
        DealerPrice: 40,
        Weight: 300,
        Length: 30,
        Width: 15,
        Height: 2,
        NumberOfSales: 7,
        Categories: [roupas],
      },
      ProductImages: [],
      Stocks: [
        {
          Id: expect.any(Number),
          Name: 'Azul M',
          Quantity: 4,
          StorageId: expect.any(Number),
          StockFeatures: [
            { FeatureId: azul, Feature: { Id: azul, Name: 'Azul', Category: { Id: expect.any(Number), Name: 'Cor' } } },
            { FeatureId: tamanhoM, Feature: { Id: tamanhoM, Name: 'M', Category: { Id: expect.any(Number), Name: 'Tamanho' } } },
          ],
        },
      ],
    });
  });

  it("takes the address asked for (DeliveryAddressId), only one of the buyer's own", async () => {
    expect(ids(await shop(bia, { DeliveryAddressId: biaSaoPauloAddress }))).toContain(p.vaso);
    for (const DeliveryAddressId of [caioAddress, 999_999]) {
      const res = await shop(bia, { DeliveryAddressId });
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Endereço não encontrado.');
    }
    expect((await shop(bia, { DeliveryAddressId: 0 })).statusCode).toBe(400);
  });

  it('filters by type, origin (Todos / Produtos do Admin / Produtos dos Usuários), category, name and features', async () => {
    expect(ids(await shop(caio, { ProductType: 1 }))).toEqual([p.daBia, p.clube, p.vaso, p.camiseta]);
    expect(ids(await shop(caio, { ProductType: 2 }))).toEqual([p.curso]);
    expect(ids(await shop(caio, { IsOfficeProduct: true }))).toEqual([p.curso, p.clube]);
    expect(ids(await shop(caio, { IsOfficeProduct: false }))).toEqual([p.daBia, p.vaso, p.camiseta]);
    expect(ids(await shop(caio, { IsOfficeProduct: null }))).toHaveLength(5);
    expect(ids(await shop(caio, { Categories: [{ Id: roupas }] }))).toEqual([p.clube, p.camiseta]);
    expect(ids(await shop(caio, { Categories: [{ Id: roupas }, { Id: casa }] }))).toEqual([p.clube, p.vaso, p.camiseta]);
    expect(ids(await shop(caio, { Categories: [{ Id: roupas }], IsOfficeProduct: false, ProductType: 1 }))).toEqual([p.camiseta]);
    expect(ids(await shop(caio, { Filters: [{ Type: 2, Value: 'CAMIS' }] }))).toEqual([p.camiseta]);
    expect(ids(await shop(caio, { Filters: [{ Type: 2, Value: 'cerâm' }] }))).toEqual([p.vaso]);
    expect(ids(await shop(caio, { Filters: [{ Type: 2, Value: '%' }] }))).toEqual([]);
    expect(ids(await shop(caio, { Filters: [{ Type: 2, Value: '' }] }))).toHaveLength(5);
    expect(ids(await shop(caio, { Features: [{ Id: azul }] }))).toEqual([p.camiseta]);
    expect(ids(await shop(caio, { Features: [azul, tamanhoM] }))).toEqual([p.camiseta]);
    // The green stock has no units left: nothing to offer.
    expect(ids(await shop(caio, { Features: [{ Id: verde }] }))).toEqual([]);
    expect(ids(await shop(caio, { Features: [{ Id: verde }, { Id: azul }] }))).toEqual([]);
  });

  it('sorts by Id (newest first), name or number of sales', async () => {
    const byName = await shop(caio, { PaginationFilter: { Type: 2 } });
    expect(byName.json().Data.map((e: any) => e.Product.Name)).toEqual([
      'Camiseta Azul',
      'Caneca do Clube',
      'Curso de Vendas',
      'Produto da Bia',
      'Vaso de Cerâmica',
    ]);
    const bySales = await shop(caio, { PaginationFilter: { Type: 3 } });
    expect(ids(bySales).slice(0, 2)).toEqual([p.clube, p.camiseta]);
    expect(ids(await shop(caio, { PaginationFilter: { Type: 1, OrderByDescending: false } }))).toEqual([p.camiseta, p.vaso, p.clube, p.curso, p.daBia]);
  });

  it('pages by 24 and counts at most SHOP_PAGES_AHEAD pages past the current one', async () => {
    const seller = await insertMember(db(), { username: 'atacadista' });
    const storage = await insertStorage(db(), seller.id, 1);
    const many = 24 * SHOP_PAGES_AHEAD + 30;
    await db().execute(sql`
      WITH ps AS (
        INSERT INTO products (owner_id, type, name, description, price_cents, status, office_status, office_percentage_bps, weight_grams, length_mm, width_mm, height_mm)
        SELECT ${seller.id}, 1, 'Atacado ' || g, 'Item', 1000, 4, 2, 500, 100, 100, 100, 100 FROM generate_series(1, ${many}) g RETURNING id)
      INSERT INTO stocks (product_id, storage_id, name, on_hand) SELECT id, ${storage.id}, 'Único', 3 FROM ps`);
    const first = await shop(bia, { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(first.json().Data).toHaveLength(24);
    const capped = 24 * SHOP_PAGES_AHEAD + 1;
    expect(first.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: capped, TotalPages: SHOP_PAGES_AHEAD + 1 });
    expect(shopTotalIsCapped(1, capped)).toBe(true);
    // A common name is walked in order, a rare one read from the trigram index: the same page either way.
    const common = await shop(bia, { Filters: [{ Type: 2, Value: 'atacado' }], PaginationSettings: { Page: 1, RowsPerPage: 24 } });
    expect(ids(common)).toEqual(ids(first));
    expect(common.json().PaginationSettings).toMatchObject({ TotalRows: capped });
    const rare = await shop(bia, { Filters: [{ Type: 2, Value: 'atacado 27' }] });
    const rareNames = Array.from({ length: many }, (_, i) => many - i).filter((g) => String(g).startsWith('27'));
    expect(rare.json().Data.map((e: any) => e.Product.Name)).toEqual(rareNames.map((g) => `Atacado ${g}`));
    // Walking on, the count reaches the end: 3 + many products in all for Bia.
    const total = many + 3;
    const last = Math.ceil(total / 24);
    const page = await shop(bia, { PaginationSettings: { Page: last - 1, RowsPerPage: 24 } });
    expect(page.json().PaginationSettings).toMatchObject({ Page: last - 1, TotalRows: total, TotalPages: last });
    expect(shopTotalIsCapped(last - 1, total)).toBe(false);
    const end = await shop(bia, { PaginationSettings: { Page: last, RowsPerPage: 24 } });
    expect(end.json().Data).toHaveLength(total - (last - 1) * 24);
    expect(ids(end).slice(-3)).toEqual([p.curso, p.clube, p.camiseta]);
    expect((await shop(bia, { PaginationSettings: { Page: last + 5, RowsPerPage: 24 } })).json().Data).toEqual([]);
  });
});

describe("the seller's products list", () => {
  it('a member sees only his products, 50 a page, newest first; an Administrator sees all', async () => {
    const res = await as(ana).post(LIST, {});
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([p.semEstoque, p.esgotado, p.indisponivel, p.b2c, p.pendente, p.vaso, p.camiseta]);
    const entry = res.json().Data.find((e: any) => e.Product.Id === p.pendente);
    expect(entry.Product).toMatchObject({
      OfficeStatus: 1,
      OfficeStatusFormatted: 'Pendente',
      OfficeStatusColor: 'yellow',
      Status: 4,
      OfficePercentage: 10,
      NCM: null,
    });
    expect(entry.Stocks).toEqual([]);
    const all = await as(admin).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 5 } });
    expect(all.json().Data).toHaveLength(5);
    expect(all.json().PaginationSettings.TotalRows).toBeGreaterThan(250);
    expect(ids(await as(bia).post(LIST, {}))).toEqual([p.daBia]);
  });

  it('filters by kind (ID, name, keyword, minimum weight, length, height, price), statuses and type', async () => {
    const q = (body: Query) => as(ana).post(LIST, body).then(ids);
    expect(await q({ Filters: [{ Type: 1, Value: String(p.vaso) }] })).toEqual([p.vaso]);
    expect(await q({ Filters: [{ Type: 1, Value: p.clube }] })).toEqual([]);
    expect(await q({ Filters: [{ Type: 2, Value: 'vaso' }] })).toEqual([p.vaso]);
    expect(await q({ Filters: [{ Type: 3, Value: 'orgânico' }] })).toEqual([p.camiseta]);
    expect(await q({ Filters: [{ Type: 3, Value: 'cam-1' }] })).toEqual([p.camiseta]);
    expect(await q({ Filters: [{ Type: 4, Value: '1.000' }] })).toEqual([p.vaso]);
    expect(await q({ Filters: [{ Type: 5, Value: '35,5' }] })).toEqual([p.vaso]);
    expect(await q({ Filters: [{ Type: 6, Value: 2 }] })).toContain(p.camiseta);
    expect(await q({ Filters: [{ Type: 6, Value: 2.1 }] })).not.toContain(p.camiseta);
    expect(await q({ Filters: [{ Type: 7, Value: '150,00' }] })).toEqual([p.vaso]);
    expect(await q({ Filters: [{ Type: 4, Value: '99999999999' }] })).toEqual([]);
    expect(await q({ Filters: [{ Type: 2, Value: '  ' }] })).toHaveLength(7);
    expect(await q({ OfficeStatus: 1 })).toEqual([p.pendente]);
    expect(await q({ ProductStatus: 3 })).toEqual([p.b2c]);
    expect(await q({ ProductStatus: 2, OfficeStatus: 2 })).toEqual([p.vaso]);
    expect(await q({ ProductType: 2 })).toEqual([]);
    expect(await as(admin).post(LIST, { ProductType: 2 }).then(ids)).toEqual([p.curso]);
    expect(await as(admin).post(LIST, { IsOfficeProduct: true }).then(ids)).toEqual([p.curso, p.clube]);
    expect(await q({ Categories: [{ Id: casa }] })).toEqual([p.vaso]);
    expect(await q({ OnlyWithStock: true })).toEqual([p.indisponivel, p.b2c, p.pendente, p.vaso, p.camiseta]);
  });

  it('adds every stock with GetStockDetails (sold out ones too) and answers all rows with IgnorePagination', async () => {
    const res = await as(ana).post(LIST, { GetStockDetails: true, Filters: [{ Type: 1, Value: p.camiseta }] });
    expect(res.json().Data[0].Stocks.map((s: any) => [s.Name, s.Quantity])).toEqual([
      ['Azul M', 4],
      ['Verde', 0],
    ]);
    const unpaged = await as(ana).post(LIST, { IgnorePagination: true, PaginationSettings: { Page: 2, RowsPerPage: 1 } });
    expect(ids(unpaged)).toHaveLength(7);
    const paged = await as(ana).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 3 } });
    expect(ids(paged)).toEqual([p.b2c, p.pendente, p.vaso]);
    expect(paged.json().PaginationSettings).toEqual({ Page: 2, TotalPages: 3, TotalRows: 7, AllPages: [1, 2, 3] });
  });

  it('refuses bad queries with pt-BR messages, visitors (401) and members without PEDIDOS (403)', async () => {
    const bad: Array<[Query | Record<string, unknown>, string]> = [
      [{ Filters: [{ Type: 8, Value: 'x' }] }, 'Tipo de filtro inválido.'],
      [{ Filters: [{ Type: 1, Value: 'abc' }] }, 'Informe um número para este filtro (use vírgula para as casas decimais).'],
      [{ Filters: [{ Type: 1, Value: '0' }] }, 'Informe um número para este filtro (use vírgula para as casas decimais).'],
      [{ Filters: [{ Type: 7, Value: '1e12' }] }, 'Informe um número para este filtro (use vírgula para as casas decimais).'],
      [{ Filters: [{ Type: 7, Value: -5 }] }, 'Informe um número para este filtro (use vírgula para as casas decimais).'],
      [{ Filters: [{ Type: 2, Value: 'a\u0000' }] }, 'Texto contém caracteres inválidos.'],
      [{ Categories: [{ Id: 0 }] }, 'Categoria não encontrada.'],
      [{ Features: [{ Id: -1 }] }, 'Atributo não encontrado.'],
    ];
    for (const [body, message] of bad) {
      const res = await as(ana).post(LIST, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect((await as(ana).post(LIST, { ProductStatus: 5 })).statusCode).toBe(400);
    expect((await as(ana).post(LIST, { Unknown: true })).statusCode).toBe(400);
    expect((await t.client().post(LIST, {})).statusCode).toBe(401);
    expect((await as(noOrders).post(LIST, {})).statusCode).toBe(403);
  });
});

describe('listStoreProducts (the public store, for the B2C slice)', () => {
  const query = (q: Query = {}) => GetAllProductsRequest.parse(q);
  it("lists the club's products and the member's own available on B2C, National storages for a visitor", async () => {
    const { data, pagination } = await listStoreProducts(db(), { sellerUsername: 'ANA', buyerId: null, query: query() });
    expect(data.map((e) => e.Product.Id)).toEqual([p.curso, p.clube, p.b2c, p.camiseta]);
    expect(pagination).toMatchObject({ Page: 1, TotalRows: 4 });
    const withAddress = await listStoreProducts(db(), { sellerUsername: 'ana', buyerId: caio.id, query: query({ ProductType: 1 }) });
    expect(withAddress.data.map((e) => e.Product.Id)).toEqual([p.clube, p.b2c, p.camiseta]);
  });

  it('answers 404 for an unknown store', async () => {
    await expect(listStoreProducts(db(), { sellerUsername: 'ninguem', buyerId: null, query: query() })).rejects.toMatchObject({
      status: 404,
      message: 'Loja não encontrada.',
    });
    await expect(listStoreProducts(db(), { sellerUsername: 'operador', buyerId: null, query: query() })).rejects.toMatchObject({ status: 404 });
  });
});
