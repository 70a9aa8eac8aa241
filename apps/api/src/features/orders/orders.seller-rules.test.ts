import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { productCategories, productCategoryLinks, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { verifyStock } from '../stocks';
import {
  CITY,
  insertAddress,
  insertDistributionCenter,
  insertProduct,
  insertStock,
  insertStorage,
  ordersSnapshot,
  seedShop,
  type Shop,
} from './orders.fixtures';

/**
 * Who may sell to whom (docs/marketplace.md): no account of the seller's CPF or CNPJ buys his
 * products, and a seller who is not Ativo sells nothing, in the members' shop and in his public
 * store, listed or ordered.
 */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.app.issueAccessToken(u).token);
const db = () => t.database.db;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const SHOP = '/api/logistics/products/getAllProducts';
const STORE_LIST = (u: string) => `/api/store/public/getAllStoreProducts/${u}`;
const STORE_CATEGORIES = (u: string) => `/api/store/public/getAllStoreCategories/${u}`;
const SAME_DOCUMENT = 'Você não pode comprar produtos de uma conta do seu próprio CPF ou CNPJ.';
const notActive = (name: string) => `O vendedor do produto ${name} não está ativo: seus produtos não podem ser comprados no momento.`;

const SELLER_CPF = '52998224725';
const SELLER_CNPJ = '11222333000181';
let s: Shop;
let sameCpf: Row, sameCpfClient: Row, other: Row;
let clubKit: number;
let roupas: number, clube: number;

const line = () => ({ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.azul.id, s.features.m.id] });
const order = (u: Row, extra: object = {}) => ({ Items: [line()], DeliveryAddressId: addressOf.get(u.id)!, ...extra });
const addressOf = new Map<number, number>();
const shopIds = async (u: Row) =>
  ((await as(u).post(SHOP, { IsFromMarketplace: true })).json().Data as Array<{ Product: { Id: number } }>).map((e) => e.Product.Id);
const storeIds = async (username: string) =>
  ((await t.client().post(STORE_LIST(username), {})).json().Data as Array<{ Product: { Id: number } }>).map((e) => e.Product.Id);
const setSeller = (values: Partial<typeof users.$inferInsert>) => db().update(users).set(values).where(eq(users.id, s.seller.id));

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  addressOf.set(s.buyer.id, s.address.id);
  await setSeller({ regionalId: SELLER_CPF });
  // A second member account and a store client of the seller's own CPF, and an unrelated member.
  sameCpf = await insertMember(db(), { username: 'mesmo.cpf', regionalId: SELLER_CPF });
  sameCpfClient = await insertMember(db(), { username: 'cliente.mesmo.cpf', type: UserType.UserStore, sponsorId: s.seller.id, regionalId: SELLER_CPF });
  other = await insertMember(db(), { username: 'outra.pessoa', regionalId: '11144477735' });
  for (const u of [sameCpf, sameCpfClient, other]) addressOf.set(u.id, (await insertAddress(db(), u.id, CITY.saoPaulo)).id);

  const admin = await insertMember(db(), { username: 'operador.loja', type: UserType.Administrator });
  const clubStorage = await insertStorage(db(), (await insertDistributionCenter(db(), admin.id)).id, 1);
  const kit = await insertProduct(db(), { ownerId: admin.id, isOffice: true, name: 'Kit do Clube' });
  clubKit = kit.id;
  await insertStock(db(), { productId: kit.id, storageId: clubStorage.id, quantity: 5 });
  const [r, c] = await db()
    .insert(productCategories)
    .values([
      { type: 1, name: 'Roupas do vendedor' },
      { type: 1, name: 'Coisas do clube' },
    ])
    .returning();
  roupas = r!.id;
  clube = c!.id;
  await db()
    .insert(productCategoryLinks)
    .values([
      { productId: s.shirt.id, categoryId: roupas },
      { productId: kit.id, categoryId: clube },
    ]);
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`an account of the seller's own CPF or CNPJ does not buy his products (${TEST_DB})`, () => {
  it("a second member account of the seller's CPF: not offered in the shop; preview and order refused, nothing kept", async () => {
    expect(await shopIds(sameCpf)).not.toContain(s.shirt.id);
    expect(await shopIds(sameCpf)).toContain(clubKit);
    expect(await shopIds(other)).toContain(s.shirt.id);
    const before = await ordersSnapshot(db());
    for (const url of [PREVIEW, CREATE]) {
      const res = await as(sameCpf).post(url, order(sameCpf));
      expect([res.statusCode, res.json()], url).toEqual([422, { IsSuccess: false, Message: SAME_DOCUMENT, Data: null }]);
    }
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it("a store client of the seller's CPF, in the seller's own store: refused, nothing kept", async () => {
    const before = await ordersSnapshot(db());
    const res = await as(sameCpfClient).post(CREATE, order(sameCpfClient, { StoreUsername: s.seller.username }));
    expect([res.statusCode, res.json().Message]).toEqual([422, SAME_DOCUMENT]);
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it("a company: an account of the seller's CNPJ is refused too", async () => {
    await setSeller({ personType: 2, regionalId: null, cnpj: SELLER_CNPJ });
    const company = await insertMember(db(), { username: 'mesma.empresa', personType: 2 });
    await db().update(users).set({ cnpj: SELLER_CNPJ }).where(eq(users.id, company.id));
    addressOf.set(company.id, (await insertAddress(db(), company.id, CITY.saoPaulo)).id);
    try {
      expect(await shopIds(company)).not.toContain(s.shirt.id);
      const res = await as(company).post(CREATE, order(company));
      expect([res.statusCode, res.json().Message]).toEqual([422, SAME_DOCUMENT]);
      // The CPF no longer matches: the member of that CPF buys now.
      expect(await shopIds(sameCpf)).toContain(s.shirt.id);
      expect((await as(sameCpf).post(PREVIEW, order(sameCpf))).statusCode).toBe(200);
    } finally {
      await setSeller({ personType: 1, regionalId: SELLER_CPF, cnpj: null });
    }
  });

  it('an unrelated member buys (the rule is the document, not a guess)', async () => {
    const res = await as(other).post(CREATE, order(other));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Seller: { Id: s.seller.id }, Status: 1 });
  });
});

describe(`a seller who is not Ativo sells nothing (${TEST_DB})`, () => {
  for (const [label, status] of [
    ['Bloqueado', UserStatus.Bloqueado],
    ['Inativo', UserStatus.Inativo],
    ['Pendente', UserStatus.Pendente],
  ] as const) {
    it(`${label}: his products leave the shop and cannot be ordered; the club's still sell`, async () => {
      await setSeller({ status });
      try {
        expect(await shopIds(s.buyer)).not.toContain(s.shirt.id);
        expect(await shopIds(s.buyer)).toContain(clubKit);
        const before = await ordersSnapshot(db());
        for (const url of [PREVIEW, CREATE]) {
          const res = await as(s.buyer).post(url, order(s.buyer));
          expect([res.statusCode, res.json()], url).toEqual([422, { IsSuccess: false, Message: notActive(s.shirt.name), Data: null }]);
        }
        expect(await ordersSnapshot(db())).toEqual(before);
        const club = await as(s.buyer).post(PREVIEW, { Items: [{ ProductId: clubKit, Quantity: 1 }], DeliveryAddressId: s.address.id });
        expect(club.statusCode, club.body).toBe(200);
      } finally {
        await setSeller({ status: UserStatus.Ativo });
      }
    });
  }

  it("Inativo: his public store shows the club's products and categories only; a store client cannot order his", async () => {
    await setSeller({ status: UserStatus.Inativo });
    const client = await insertMember(db(), { username: 'cliente.da.loja', type: UserType.UserStore, sponsorId: s.seller.id, regionalId: '39053344705' });
    addressOf.set(client.id, (await insertAddress(db(), client.id, CITY.saoPaulo)).id);
    try {
      expect(await storeIds(s.seller.username)).toEqual([clubKit]);
      const categories = (await t.client().get(STORE_CATEGORIES(s.seller.username))).json().Data as Array<{ Id: number }>;
      expect(categories.map((c) => c.Id)).toEqual([clube]);
      const res = await as(client).post(CREATE, order(client, { StoreUsername: s.seller.username }));
      expect([res.statusCode, res.json().Message]).toEqual([422, notActive(s.shirt.name)]);
    } finally {
      await setSeller({ status: UserStatus.Ativo });
    }
    // Ativo again: his products are back, and he sells.
    expect(await storeIds(s.seller.username)).toEqual(expect.arrayContaining([clubKit, s.shirt.id]));
    const categories = (await t.client().get(STORE_CATEGORIES(s.seller.username))).json().Data as Array<{ Id: number }>;
    expect(categories.map((c) => c.Id).sort()).toEqual([roupas, clube].sort());
    expect(await shopIds(s.buyer)).toContain(s.shirt.id);
    const res = await as(client).post(CREATE, order(client, { StoreUsername: s.seller.username }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('Bloqueado: his public store does not exist', async () => {
    await setSeller({ status: UserStatus.Bloqueado });
    try {
      const res = await t.client().post(STORE_LIST(s.seller.username), {});
      expect([res.statusCode, res.json().Message]).toEqual([404, 'Loja não encontrada.']);
    } finally {
      await setSeller({ status: UserStatus.Ativo });
    }
  });
});
