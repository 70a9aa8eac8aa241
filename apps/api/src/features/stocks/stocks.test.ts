import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { stockFeatures, stockMovements, stocks } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertDistributionCenter, insertStorage } from '../storages/storages.fixtures';
import { reserveStock } from './stock-reservations';
import { insertFeatures, insertProduct } from './stocks.fixtures';
import { verifyStock } from './stocks.verifier';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const BASE = '/api/logistics/stocks';
const ALL = `${BASE}/getAllStocks`;
const BY_PRODUCT = (id: number | string) => `${BASE}/getAllStocksByProductId/${id}`;
const CREATE = `${BASE}/createNewStock`;
const UPDATE = `${BASE}/updateStock`;

let admin: Row, ana: Row, bia: Row, caio: Row;
let anaNational: number, anaRegional: number, biaStorage: number, clubStorage: number;
let anaProduct: number, anaOther: number, biaProduct: number, clubProduct: number;
let f: Record<string, number>;

async function snapshot() {
  const n = async (table: typeof stocks | typeof stockFeatures | typeof stockMovements) => Number((await db().select({ n: count() }).from(table))[0]!.n);
  return {
    stocks: await db().select().from(stocks).orderBy(asc(stocks.id)),
    features: await n(stockFeatures),
    movements: await n(stockMovements),
  };
}

const movementsOf = (stockId: number) =>
  db()
    .select({
      reason: stockMovements.reason,
      onHandDelta: stockMovements.onHandDelta,
      reservedDelta: stockMovements.reservedDelta,
      actorId: stockMovements.actorId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.stockId, stockId))
    .orderBy(asc(stockMovements.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  caio = await insertMember(db(), { username: 'caio' });
  const anaDc = await insertDistributionCenter(db(), ana.id);
  anaNational = (await insertStorage(db(), anaDc.id, 'Galpão Nacional')).id;
  anaRegional = (await insertStorage(db(), anaDc.id, 'Regional Campinas', [[3509502, 'Campinas', 'SP']])).id;
  biaStorage = (await insertStorage(db(), (await insertDistributionCenter(db(), bia.id)).id, 'Depósito da Bia')).id;
  clubStorage = (await insertStorage(db(), (await insertDistributionCenter(db(), admin.id)).id, 'Galpão do Clube')).id;
  anaProduct = (await insertProduct(db(), ana.id, { name: 'Camiseta da Ana' })).id;
  anaOther = (await insertProduct(db(), ana.id, { name: 'Boné da Ana' })).id;
  biaProduct = (await insertProduct(db(), bia.id, { name: 'Caneca da Bia' })).id;
  clubProduct = (await insertProduct(db(), admin.id, { name: 'Kit do Clube', isOffice: true })).id;
  f = { ...(await insertFeatures(db(), 'Tamanho', ['P', 'M'])), ...(await insertFeatures(db(), 'Cor', ['Azul', 'Vermelho'])) };
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`stocks (${TEST_DB})`, () => {
  it('need a session and PEDIDOS', async () => {
    const noOrders = await insertMember(db(), { username: 'sempedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
    for (const [method, url] of [
      ['GET', ALL],
      ['GET', BY_PRODUCT(anaProduct)],
      ['POST', CREATE],
      ['PUT', UPDATE],
    ] as const) {
      expect((await t.client().request({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
      expect((await as(noOrders).request({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(403);
    }
  });

  it('creates a stock with its features and a created movement', async () => {
    const res = await as(ana).post(CREATE, { Name: ' Azul M ', StorageId: anaNational, ProductId: anaProduct, Quantity: 10, Features: [f.M, f.Azul, f.M] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Message: 'Estoque criado com Sucesso.' });
    const { Data } = res.json();
    expect(Data).toEqual({
      Id: expect.any(Number),
      Name: 'Azul M',
      Quantity: 10,
      Storage: { Name: 'Galpão Nacional' },
      ProductId: anaProduct,
      StorageId: anaNational,
      StockFeatures: [
        { FeatureId: f.Azul, Feature: { Id: f.Azul, Name: 'Azul', Category: { Id: expect.any(Number), Name: 'Cor' } } },
        { FeatureId: f.M, Feature: { Id: f.M, Name: 'M', Category: { Id: expect.any(Number), Name: 'Tamanho' } } },
      ],
    });
    expect(await movementsOf(Data.Id)).toEqual([{ reason: 'created', onHandDelta: 10, reservedDelta: 0, actorId: ana.id }]);
  });

  it('takes 1 when no quantity is given; the same features may repeat in another storage only', async () => {
    const res = await as(ana).post(CREATE, { Name: 'Sem atributos', StorageId: anaNational, ProductId: anaProduct });
    expect(res.json().Data).toMatchObject({ Quantity: 1, StockFeatures: [] });
    const other = await as(ana).post(CREATE, { Name: 'Azul M Campinas', StorageId: anaRegional, ProductId: anaProduct, Quantity: 4, Features: [f.Azul, f.M] });
    expect(other.statusCode).toBe(200);
    expect(other.json().Data.Storage).toEqual({ Name: 'Regional Campinas' });

    const before = await snapshot();
    for (const features of [[f.M, f.Azul], []]) {
      const dup = await as(ana).post(CREATE, { Name: 'Repetido', StorageId: anaNational, ProductId: anaProduct, Features: features });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().Message).toBe('Já existe um Estoque deste Produto com os mesmos atributos neste Armazém.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input and foreign or unknown ids in pt-BR, changing nothing', async () => {
    const before = await snapshot();
    const valid = { Name: 'Vermelho P', StorageId: anaNational, ProductId: anaProduct, Quantity: 3, Features: [f.Vermelho, f.P] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ Quantity: 0 }, 400, 'A Quantidade mínima é 1.'],
      [{ Quantity: -1 }, 400, 'A Quantidade mínima é 1.'],
      [{ Quantity: 1e12 }, 400, 'A Quantidade máxima é 1.000.000.'],
      [{ Quantity: 2.5 }, 400, 'A Quantidade mínima é 1.'],
      [{ Quantity: '3' }, 400, 'A Quantidade mínima é 1.'],
      [{ Name: '  ' }, 400, 'Nome do Estoque é obrigatório.'],
      [{ Name: 'Azul\u0007' }, 400, 'Texto contém caracteres inválidos.'],
      [{ StorageId: undefined }, 400, 'Armazém é obrigatório.'],
      [{ ProductId: null }, 400, 'Produto é obrigatório.'],
      [{ Features: [f.Azul, 0] }, 400, 'Atributo não encontrado.'],
      [{ Features: Array.from({ length: 21 }, (_, i) => i + 1) }, 400, 'Máximo de 20 atributos por Estoque.'],
      [{ Extra: true }, 400, expect.any(String) as unknown as string],
      [{ StorageId: 999_999 }, 404, 'Armazém não encontrado.'],
      [{ StorageId: biaStorage }, 404, 'Armazém não encontrado.'],
      [{ StorageId: clubStorage }, 404, 'Armazém não encontrado.'],
      [{ ProductId: 999_999 }, 404, 'Produto não encontrado.'],
      [{ ProductId: biaProduct }, 404, 'Produto não encontrado.'],
      [{ ProductId: clubProduct }, 404, 'Produto não encontrado.'],
      [{ Features: [f.Azul, 999_999] }, 404, 'Atributo não encontrado.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await as(ana).post(CREATE, { ...valid, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null, Message: message });
    }
    expect((await as(caio).post(CREATE, valid)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a product's stock in its owner's center: the club's storages for the club's products", async () => {
    const club = await as(admin).post(CREATE, { Name: 'Kit', StorageId: clubStorage, ProductId: clubProduct, Quantity: 50 });
    expect(club.statusCode, club.body).toBe(200);
    const forAna = await as(admin).post(CREATE, {
      Name: 'Vermelho P',
      StorageId: anaRegional,
      ProductId: anaProduct,
      Quantity: 2,
      Features: [f.Vermelho, f.P],
    });
    expect(forAna.statusCode).toBe(200);
    expect(await movementsOf(forAna.json().Data.Id)).toEqual([{ reason: 'created', onHandDelta: 2, reservedDelta: 0, actorId: admin.id }]);

    const before = await snapshot();
    for (const body of [
      { Name: 'X', StorageId: clubStorage, ProductId: anaProduct },
      { Name: 'X', StorageId: anaNational, ProductId: clubProduct },
      { Name: 'X', StorageId: biaStorage, ProductId: anaProduct },
    ]) {
      const res = await as(admin).post(CREATE, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().Message).toBe('O Armazém precisa pertencer ao Centro de Distribuição do dono do Produto.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists a product's stocks, newest first, for its owner or an Administrator only", async () => {
    const res = await as(ana).get(BY_PRODUCT(anaProduct));
    expect(res.statusCode).toBe(200);
    const names = res.json().Data.map((s: { Name: string }) => s.Name);
    expect(names).toEqual(['Vermelho P', 'Azul M Campinas', 'Sem atributos', 'Azul M']);
    expect((await as(admin).get(BY_PRODUCT(anaProduct))).json().Data).toEqual(res.json().Data);
    expect((await as(ana).get(BY_PRODUCT(anaOther))).json().Data).toEqual([]);
    for (const [who, id] of [
      [bia, anaProduct],
      [ana, clubProduct],
      [ana, 999_999],
    ] as const) {
      const denied = await as(who).get(BY_PRODUCT(id));
      expect(denied.statusCode).toBe(404);
      expect(denied.json().Message).toBe('Produto não encontrado.');
    }
    for (const bad of ['abc', '0', '-1', '99999999999']) expect((await as(ana).get(BY_PRODUCT(bad))).statusCode, bad).toBe(400);
  });

  it("lists the caller's stocks: a member's products, the club's for an Administrator", async () => {
    expect((await as(ana).get(ALL)).json().Data.map((s: { ProductId: number }) => s.ProductId)).toEqual([anaProduct, anaProduct, anaProduct, anaProduct]);
    expect((await as(admin).get(ALL)).json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Kit']);
    expect((await as(caio).get(ALL)).json().Data).toEqual([]);
  });

  it('updates name, features and the available quantity; the difference is an adjusted movement', async () => {
    const stock = (await as(ana).get(BY_PRODUCT(anaProduct))).json().Data.find((s: { Name: string }) => s.Name === 'Azul M');
    const res = await as(ana).put(UPDATE, { id: stock.Id, name: 'Azul G', quantity: 25, features: [f.Azul] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Estoque atualizado com Sucesso.',
      Data: { Id: stock.Id, Name: 'Azul G', Quantity: 25, StorageId: anaNational },
    });
    expect(res.json().Data.StockFeatures.map((x: { FeatureId: number }) => x.FeatureId)).toEqual([f.Azul]);
    expect((await movementsOf(stock.Id)).at(-1)).toEqual({ reason: 'adjusted', onHandDelta: 15, reservedDelta: 0, actorId: ana.id });

    // With units reserved by an open order, the quantity set is what remains for sale.
    await db().transaction((tx) => reserveStock(tx, { orderId: 9001, actorId: bia.id, lines: [{ stockId: stock.Id, quantity: 3 }] }));
    expect((await as(ana).get(BY_PRODUCT(anaProduct))).json().Data.find((s: { Id: number }) => s.Id === stock.Id).Quantity).toBe(22);
    const down = await as(admin).put(UPDATE, { id: stock.Id, name: 'Azul G', quantity: 5, features: [f.Azul] });
    expect(down.json().Data.Quantity).toBe(5);
    const [row] = await db().select().from(stocks).where(eq(stocks.id, stock.Id));
    expect(row).toMatchObject({ onHand: 8, reserved: 3 });
    expect((await movementsOf(stock.Id)).at(-1)).toEqual({ reason: 'adjusted', onHandDelta: -17, reservedDelta: 0, actorId: admin.id });

    const movements = (await movementsOf(stock.Id)).length;
    await as(ana).put(UPDATE, { id: stock.Id, name: 'Azul Grande', quantity: 5, features: [f.Azul] });
    expect((await movementsOf(stock.Id)).length).toBe(movements);
    expect(await verifyStock(db())).toEqual([]);
  });

  it('refuses bad updates and other members, changing nothing', async () => {
    const list = (await as(ana).get(BY_PRODUCT(anaProduct))).json().Data;
    const stock = list.find((s: { Name: string }) => s.Name === 'Sem atributos');
    const before = await snapshot();
    const valid = { id: stock.Id, name: 'Sem atributos', quantity: 2, features: [] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ quantity: 0 }, 400, 'A Quantidade mínima é 1.'],
      [{ quantity: -5 }, 400, 'A Quantidade mínima é 1.'],
      [{ quantity: 1e12 }, 400, 'A Quantidade máxima é 1.000.000.'],
      [{ quantity: undefined }, 400, 'Quantidade é obrigatório.'],
      [{ name: '' }, 400, 'Nome do Estoque é obrigatório.'],
      [{ name: 'a\u0000b' }, 400, 'Texto contém caracteres inválidos.'],
      [{ id: 999_999 }, 404, 'Estoque não encontrado.'],
      [{ features: [999_999] }, 404, 'Atributo não encontrado.'],
      [{ features: [f.Azul] }, 409, 'Já existe um Estoque deste Produto com os mesmos atributos neste Armazém.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await as(ana).put(UPDATE, { ...valid, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().Message).toBe(message);
    }
    for (const who of [bia, caio]) {
      const res = await as(who).put(UPDATE, valid);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Estoque não encontrado.');
    }
    expect(await snapshot()).toEqual(before);
  });
});
