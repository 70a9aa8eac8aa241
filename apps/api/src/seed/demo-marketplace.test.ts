import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import {
  configurations,
  distributionCenters,
  ledgerHolds,
  ledgerTransactions,
  products,
  stockFeatures,
  stocks,
  storageCities,
  storages,
  users,
} from '../db/schema';
import { verifyStock } from '../features/stocks';
import { CLUB_PRODUCTS, DEMO_MEMBER_PRODUCTS } from './demo-catalog';
import { seedDemoClub } from './demo-club';

let t: TestApp;
let demo: TestClient;
const db = () => t.database.db;
const SHOP = '/api/logistics/products/getAllProducts';
const ORDERS = '/api/store/orders/getAllOrders';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(db());
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t.close());

interface ShopEntry {
  Product: { Id: number; IsOfficeProduct: boolean; Type: number };
  ProductImages: Array<{ StoredFile: { FullUrl: string; ContentType: string } }>;
  Stocks: Array<{ Quantity: number; StockFeatures: unknown[] }>;
}

async function wholeShop(): Promise<ShopEntry[]> {
  const all: ShopEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await demo.post(SHOP, { IsFromMarketplace: true, PaginationSettings: { Page: page, RowsPerPage: 24 } });
    expect(res.statusCode).toBe(200);
    all.push(...res.json().Data);
    if (page >= res.json().PaginationSettings.TotalPages) return all;
  }
}

describe('the demo club marketplace', () => {
  it("offers demo the club's whole catalog in the shop, each product with its WebP pictures and units", async () => {
    const shop = await wholeShop();
    const club = shop.filter((e) => e.Product.IsOfficeProduct);
    expect(club.length).toBe(CLUB_PRODUCTS.length);
    expect(club.length).toBeGreaterThanOrEqual(30);
    expect(club.filter((e) => e.Product.Type === 2).length).toBeGreaterThanOrEqual(3);
    for (const e of club) {
      expect(e.ProductImages.length).toBeGreaterThanOrEqual(1);
      expect(e.ProductImages.every((i) => i.StoredFile.ContentType === 'image/webp')).toBe(true);
      expect(e.Stocks.some((s) => s.Quantity > 0)).toBe(true);
    }
    // demo does not see his own products in the shop.
    expect(shop.some((e) => !e.Product.IsOfficeProduct)).toBe(false);
    const picture = await t.client().get(club[0]!.ProductImages[0]!.StoredFile.FullUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('keeps stocks in a National and a Regional storage of the club, with Cor × Tamanho options', async () => {
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const clubStorages = await db()
      .select({ id: storages.id, type: storages.type })
      .from(storages)
      .innerJoin(distributionCenters, eq(distributionCenters.id, storages.distributionCenterId))
      .where(eq(distributionCenters.userId, admin!.id));
    expect(clubStorages.map((s) => s.type).sort()).toEqual([1, 2]);
    const regional = clubStorages.find((s) => s.type === 2)!;
    const cities = await db().select().from(storageCities).where(eq(storageCities.storageId, regional.id));
    expect(cities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cityCode: 3550308, city: 'São Paulo', state: 'SP' }),
        expect.objectContaining({ cityCode: 3509502, city: 'Campinas', state: 'SP' }),
        expect.objectContaining({ cityCode: 3304557, city: 'Rio de Janeiro', state: 'RJ' }),
      ]),
    );
    const withTwoFeatures = await db()
      .select({ id: stockFeatures.stockId })
      .from(stockFeatures)
      .groupBy(stockFeatures.stockId)
      .having(sql`count(*) = 2`);
    expect(withTwoFeatures.length).toBeGreaterThanOrEqual(12);
    const inRegional = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(stocks)
      .where(eq(stocks.storageId, regional.id));
    expect(inRegional[0]!.n).toBeGreaterThan(0);
    const [shops] = await db().select().from(configurations).where(eq(configurations.key, 'scShops'));
    expect(shops!.value).toMatchObject({ FreightOriginZip: '06460040', FreightTable: { Bands: expect.any(Array) } });
  });

  it('gives demo a shop of his own: products in every review state, the change request with its message', async () => {
    const [me] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const own = await db().select().from(products).where(eq(products.ownerId, me!.id));
    expect(own).toHaveLength(DEMO_MEMBER_PRODUCTS.length);
    expect(new Set(own.map((p) => p.officeStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect(own.find((p) => p.officeStatus === 3)!.needsChangeMessage).toMatch(/Anvisa/);
    const [center] = await db().select().from(distributionCenters).where(eq(distributionCenters.userId, me!.id));
    expect(center).toMatchObject({ city: 'São Paulo', state: 'SP', cityCode: 3550308 });
    const mine = (await demo.post(SHOP, { PaginationSettings: { Page: 1, RowsPerPage: 50 } })).json().Data as Array<{ Product: { OfficeStatus: number } }>;
    expect(mine).toHaveLength(DEMO_MEMBER_PRODUCTS.length);
  });

  it("shows orders in every status on both tabs: his purchases and his clients' orders, B2B and B2C", async () => {
    const page = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };
    const bought = (await demo.post(ORDERS, page)).json().Data as Array<{ Status: number; Type: number }>;
    const sold = (await demo.post(ORDERS, { ...page, GetClientsOrders: true })).json().Data as Array<{ Status: number; Type: number }>;
    expect(new Set(bought.map((o) => o.Status))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(sold.map((o) => o.Status))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(sold.map((o) => o.Type))).toEqual(new Set([4, 5]));
  });

  it('paid them the real way: stock movements add up, the seller was credited once, by balance only', async () => {
    expect(await verifyStock(db())).toEqual([]);
    const sales = await db()
      .select()
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, ['order_sale', 'order_sale_hold']));
    expect(sales).toHaveLength(1);
    // Held through the buyer's seven days after delivery, then released once (docs/bonuses.md#held-commissions).
    const holds = await db().select().from(ledgerHolds).where(eq(ledgerHolds.kind, 'sale'));
    expect(holds.filter((h) => h.status === 2)).toHaveLength(1);
    // verifyLedger runs in t.close().
  });
});
