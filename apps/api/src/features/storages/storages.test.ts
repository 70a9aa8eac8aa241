import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { distributionCenters, storageCities, storages } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertProduct } from '../stocks/stocks.fixtures';
import { insertDistributionCenter, insertStorage } from './storages.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const BASE = '/api/logistics';
const DC_LIST = `${BASE}/distCenters/getAllDistributionCenters`;
const DC_MINE = `${BASE}/distCenters/getDistributionCenterByUserId`;
const DC_CREATE = `${BASE}/distCenters/createNewDistributionCenter`;
const DC_UPDATE = `${BASE}/distCenters/updateDistributionCenter`;
const ST_LIST = `${BASE}/storages/getAllStorages`;
const ST_POSSIBLE = `${BASE}/storages/getAllPossibleStorages`;
const ST_CREATE = `${BASE}/storages/createNewStorage`;
const ST_UPDATE = `${BASE}/storages/updateStorage`;
const SAVED = 'Centro de Distribuição criado/atualizado com Sucesso.';
const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
const RIO = 3304557;

const dcForm = (over: Record<string, unknown> = {}) => ({
  Name: 'CD Zona Sul',
  ZipCode: '04094-050',
  Street: 'Avenida Pedro Álvares Cabral',
  Number: 's/n',
  District: 'Vila Mariana',
  City: 'sao paulo',
  State: 'sp',
  Complement: null,
  Phone: '11987654321',
  ...over,
});

let admin: Row, ana: Row, bia: Row, caio: Row, noOrders: Row;

async function snapshot() {
  const n = async (table: typeof distributionCenters | typeof storages | typeof storageCities) => Number((await db().select({ n: count() }).from(table))[0]!.n);
  return {
    centers: await n(distributionCenters),
    storages: await n(storages),
    cities: await n(storageCities),
    rows: await db().select().from(storages).orderBy(storages.id),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  caio = await insertMember(db(), { username: 'caio' });
  noOrders = await insertMember(db(), { username: 'sempedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
});
afterAll(() => t.close());

describe(`distribution centers (${TEST_DB})`, () => {
  it('need a session and PEDIDOS', async () => {
    for (const [method, url] of [
      ['POST', DC_LIST],
      ['GET', DC_MINE],
      ['POST', DC_CREATE],
      ['PUT', DC_UPDATE],
      ['POST', ST_LIST],
      ['GET', ST_POSSIBLE],
      ['POST', ST_CREATE],
      ['PUT', ST_UPDATE],
    ] as const) {
      expect((await t.client().request({ method, url, payload: {} })).statusCode, url).toBe(401);
      expect((await as(noOrders).request({ method, url, payload: {} })).statusCode, url).toBe(403);
    }
  });

  it('answers null while the member has none, then creates his with the spec message', async () => {
    expect((await as(ana).get(DC_MINE)).json()).toMatchObject({ IsSuccess: true, Data: null });
    const res = await as(ana).post(DC_CREATE, dcForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Message: SAVED });
    expect(res.json().Data).toEqual({
      Id: expect.any(Number),
      UserId: ana.id,
      Name: 'CD Zona Sul',
      ZipCode: '04094050',
      Street: 'Avenida Pedro Álvares Cabral',
      Number: 's/n',
      District: 'Vila Mariana',
      City: 'sao paulo',
      State: 'SP',
      Complement: null,
      Phone: '11 98765-4321',
    });
    const [row] = await db().select().from(distributionCenters).where(eq(distributionCenters.userId, ana.id));
    expect(row!.cityCode).toBe(SAO_PAULO);
    expect((await as(ana).get(DC_MINE)).json().Data).toEqual(res.json().Data);
  });

  it('keeps one per user: a second answers 409 and changes nothing', async () => {
    const before = await snapshot();
    const res = await as(ana).post(DC_CREATE, dcForm({ Name: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Você já possui um Centro de Distribuição.' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input in pt-BR and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Name: ' ' }, 'Nome do Centro de Distribuição é obrigatório.'],
      [{ ZipCode: '123' }, 'CEP inválido.'],
      [{ Street: '' }, 'Rua é obrigatório.'],
      [{ State: 'XX' }, 'Estado inválido.'],
      [{ Phone: '12' }, 'Telefone inválido.'],
      [{ City: 'São\u0000Paulo' }, 'Texto contém caracteres inválidos.'],
      [{ Name: 'CD\u001b' }, 'Texto contém caracteres inválidos.'],
      [{ UserId: ana.id }, expect.any(String) as unknown as string],
    ];
    for (const [over, message] of cases) {
      const res = await as(bia).post(DC_CREATE, dcForm(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().Message).toEqual(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("updates the member's own center; another's Id answers 404 and an Administrator may update any", async () => {
    const mine = (await as(ana).get(DC_MINE)).json().Data;
    const res = await as(ana).put(DC_UPDATE, dcForm({ Id: mine.Id, Name: 'CD Central', City: 'Campinas', Phone: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Message: SAVED, Data: { Id: mine.Id, Name: 'CD Central', City: 'Campinas', Phone: null } });
    expect((await db().select().from(distributionCenters).where(eq(distributionCenters.id, mine.Id)))[0]!.cityCode).toBe(CAMPINAS);

    const before = await snapshot();
    const stolen = await as(bia).put(DC_UPDATE, dcForm({ Id: mine.Id, Name: 'Roubado' }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().Message).toBe('Centro de Distribuição não encontrado.');
    expect((await as(bia).put(DC_UPDATE, dcForm({ Id: 999_999 }))).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);

    const byAdmin = await as(admin).put(DC_UPDATE, dcForm({ Id: mine.Id, Name: 'CD Revisado' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().Data).toMatchObject({ Id: mine.Id, UserId: ana.id, Name: 'CD Revisado' });
  });

  it('lists: a member his own only; an Administrator all, 50 a page', async () => {
    const mine = await as(ana).post(DC_LIST, {});
    expect(mine.json().Data.map((d: { UserId: number }) => d.UserId)).toEqual([ana.id]);
    expect(mine.json().PaginationSettings).toMatchObject({ TotalRows: 1 });
    expect((await as(caio).post(DC_LIST, {})).json().Data).toEqual([]);

    for (let i = 0; i < 51; i++) {
      const u = await insertMember(db(), { username: `vendedor${i}` });
      await insertDistributionCenter(db(), u.id);
    }
    const all = await as(admin).post(DC_LIST, { PaginationSettings: { Page: 1, RowsPerPage: 200 } });
    expect(all.json().Data).toHaveLength(50);
    expect(all.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 52, AllPages: [1, 2] });
    const ids = all.json().Data.map((d: { Id: number }) => d.Id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect((await as(admin).post(DC_LIST, { PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json().Data).toHaveLength(2);
  });
});

describe(`storages (${TEST_DB})`, () => {
  let anaDc: number, biaDc: number, adminDc: number;

  beforeAll(async () => {
    anaDc = (await db().select().from(distributionCenters).where(eq(distributionCenters.userId, ana.id)))[0]!.id;
    biaDc = (await insertDistributionCenter(db(), bia.id)).id;
    adminDc = (await insertDistributionCenter(db(), admin.id, { name: 'CD do Clube' })).id;
  });

  it("creates a National storage in the caller's center (DistributionCenterId may be left out)", async () => {
    const res = await as(ana).post(ST_CREATE, { Name: ' Galpão Nacional ', Type: 1, StorageCities: [{ City: 'São Paulo', CityCode: SAO_PAULO, State: 'SP' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Message: 'Armazém criado com Sucesso.' });
    expect(res.json().Data).toEqual({
      Id: expect.any(Number),
      Name: 'Galpão Nacional',
      Type: 1,
      TypeFormatted: 'Nacional',
      DistributionCenterId: anaDc,
      StorageCities: [],
    });
  });

  it('creates a Regional storage: IBGE names, empty rows skipped, repeated cities once', async () => {
    const res = await as(ana).post(ST_CREATE, {
      DistributionCenterId: anaDc,
      Name: 'Regional Sudeste',
      Type: 2,
      StorageCities: [
        { City: 'sao paulo', CityCode: String(SAO_PAULO), State: 'sp' },
        { City: '', CityCode: '', State: '' },
        { City: 'Rio', CityCode: RIO, State: 'RJ' },
        { City: 'São Paulo', CityCode: SAO_PAULO, State: 'SP' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({
      Type: 2,
      TypeFormatted: 'Regional',
      StorageCities: [
        { City: 'Rio de Janeiro', CityCode: RIO, State: 'RJ' },
        { City: 'São Paulo', CityCode: SAO_PAULO, State: 'SP' },
      ],
    });
  });

  it("refuses bad storages with the spec's messages and changes nothing", async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ Name: '', Type: 1 }, 400, 'Nome do Armazém é obrigatório.'],
      [{ Name: 'X' }, 400, 'Tipo do Armazém é obrigatório.'],
      [{ Name: 'X', Type: 3 }, 400, 'Tipo do Armazém é obrigatório.'],
      [{ Name: 'X', Type: 2, StorageCities: [{ City: 'Campinas', CityCode: CAMPINAS }] }, 400, 'Estado é obrigatório.'],
      [{ Name: 'X', Type: 2, StorageCities: [{ City: '', CityCode: null, State: 'SP' }] }, 400, 'Selecione ao menos uma cidade para o Armazém Regional.'],
      [{ Name: 'X', Type: 2, StorageCities: [{ City: 'Campinas', CityCode: CAMPINAS, State: 'RJ' }] }, 400, 'Cidade inválida para o Estado informado.'],
      [{ Name: 'X', Type: 2, StorageCities: [{ City: 'Nenhuma', CityCode: 3599999, State: 'SP' }] }, 400, 'Cidade inválida para o Estado informado.'],
      [{ Name: 'X', Type: 2, StorageCities: [{ City: 'Campinas', CityCode: CAMPINAS, State: 'ZZ' }] }, 400, 'Estado inválido.'],
      [{ Name: 'X\u0000', Type: 1 }, 400, 'Texto contém caracteres inválidos.'],
      [{ Name: 'X', Type: 1, DistributionCenterId: biaDc }, 404, 'Centro de Distribuição não encontrado.'],
      [{ Name: 'X', Type: 1, DistributionCenterId: 999_999 }, 404, 'Centro de Distribuição não encontrado.'],
      [{ Name: 'X', Type: 1, DistributionCenterId: -1 }, 400, 'Centro de Distribuição não encontrado.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await as(ana).post(ST_CREATE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message });
    }
    const noCenter = await as(caio).post(ST_CREATE, { Name: 'X', Type: 1 });
    expect(noCenter.statusCode).toBe(404);
    expect(noCenter.json().Message).toBe('Centro de Distribuição não encontrado.');
    expect(await snapshot()).toEqual(before);
  });

  it("lets an Administrator create in a member's center", async () => {
    const res = await as(admin).post(ST_CREATE, { DistributionCenterId: biaDc, Name: 'Posto da Bia', Type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.DistributionCenterId).toBe(biaDc);
  });

  it("updates: cities replaced, Regional to National drops them; another member's answers 404", async () => {
    const regional = (await as(ana).post(ST_LIST, { PaginationFilter: { Type: 2 } })).json().Data.find((s: { Name: string }) => s.Name === 'Regional Sudeste');
    const res = await as(ana).put(ST_UPDATE, {
      Id: regional.Id,
      Name: 'Regional Campinas',
      Type: 2,
      StorageCities: [{ City: 'campinas', CityCode: '3509502', State: 'SP' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Armazém atualizado com Sucesso.',
      Data: { Id: regional.Id, Name: 'Regional Campinas', StorageCities: [{ City: 'Campinas', CityCode: CAMPINAS, State: 'SP' }] },
    });

    const before = await snapshot();
    for (const who of [bia, caio]) {
      const stolen = await as(who).put(ST_UPDATE, { Id: regional.Id, Name: 'Roubado', Type: 1 });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().Message).toBe('Armazém não encontrado.');
    }
    expect((await as(ana).put(ST_UPDATE, { Id: 999_999, Name: 'Nada', Type: 1 })).statusCode).toBe(404);
    expect((await as(ana).put(ST_UPDATE, { Id: regional.Id, Name: '', Type: 1 })).json().Message).toBe('Nome do Armazém é obrigatório.');
    expect(await snapshot()).toEqual(before);

    const national = await as(admin).put(ST_UPDATE, { Id: regional.Id, Name: 'Regional Campinas', Type: 1 });
    expect(national.json().Data).toMatchObject({ Type: 1, TypeFormatted: 'Nacional', StorageCities: [] });
    expect(await db().select().from(storageCities).where(eq(storageCities.storageId, regional.Id))).toEqual([]);
    await as(ana).put(ST_UPDATE, { Id: regional.Id, Name: 'Regional Campinas', Type: 2, StorageCities: [{ CityCode: CAMPINAS, State: 'SP' }] });
  });

  it("lists the caller's storages 50 a page, by Id (newest first) or by name", async () => {
    for (let i = 0; i < 50; i++) await insertStorage(db(), anaDc, `Depósito ${String(i).padStart(2, '0')}`);
    const page1 = await as(ana).post(ST_LIST, { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().Data).toHaveLength(50);
    expect(page1.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 52, AllPages: [1, 2] });
    const ids = page1.json().Data.map((s: { Id: number }) => s.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(page1.json().Data.every((s: { DistributionCenterId: number }) => s.DistributionCenterId === anaDc)).toBe(true);

    const byName = await as(ana).post(ST_LIST, { PaginationSettings: { Page: 1, RowsPerPage: 3 }, PaginationFilter: { Type: 2 } });
    expect(byName.json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Depósito 00', 'Depósito 01', 'Depósito 02']);
    const page2 = await as(ana).post(ST_LIST, { PaginationSettings: { Page: 2, RowsPerPage: 50 }, PaginationFilter: { Type: 2 } });
    expect(page2.json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Galpão Nacional', 'Regional Campinas']);
    expect(page2.json().Data[1].StorageCities).toEqual([{ City: 'Campinas', CityCode: CAMPINAS, State: 'SP' }]);

    expect((await as(caio).post(ST_LIST, {})).json()).toMatchObject({ Data: [], PaginationSettings: { TotalRows: 0 } });
    const others = await as(ana).post(ST_LIST, { DistributionCenterId: biaDc });
    expect(others.statusCode).toBe(404);
    expect(others.json().Message).toBe('Centro de Distribuição não encontrado.');
    const asAdmin = await as(admin).post(ST_LIST, { DistributionCenterId: biaDc });
    expect(asAdmin.json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Posto da Bia']);
    expect((await as(ana).post(ST_LIST, { PaginationSettings: { Page: 0 } })).statusCode).toBe(400);
  });

  it("offers as possible storages those of the product owner's center (the club's for the club's products)", async () => {
    const clubStorage = await insertStorage(db(), adminDc, 'Galpão do Clube');
    const mine = await as(bia).get(ST_POSSIBLE);
    expect(mine.json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Posto da Bia']);
    expect((await as(caio).get(ST_POSSIBLE)).json().Data).toEqual([]);
    expect((await as(admin).get(ST_POSSIBLE)).json().Data.map((s: { Id: number }) => s.Id)).toEqual([clubStorage.id]);

    const biaProduct = await insertProduct(db(), bia.id);
    const forBia = await as(admin).get(`${ST_POSSIBLE}?productId=${biaProduct.id}`);
    expect(forBia.json().Data.map((s: { Name: string }) => s.Name)).toEqual(['Posto da Bia']);
    const notHis = await as(ana).get(`${ST_POSSIBLE}?productId=${biaProduct.id}`);
    expect(notHis.statusCode).toBe(404);
    expect(notHis.json().Message).toBe('Produto não encontrado.');
    expect((await as(ana).get(`${ST_POSSIBLE}?productId=abc`)).statusCode).toBe(400);
    expect((await as(ana).get(`${ST_POSSIBLE}?productId=999999`)).statusCode).toBe(404);
  });
});
