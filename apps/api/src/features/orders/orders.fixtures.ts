import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertMember } from '../../seed/builders';
import {
  addresses,
  auditLog,
  distributionCenters,
  invoices,
  orders,
  productCategories,
  productFeatures,
  products,
  stockFeatures,
  stockMovements,
  stocks,
  storageCities,
  storages,
} from '../../db/schema';

/**
 * Test support for orders: the catalog, logistics and addresses written straight to the tables (as
 * an accepted product would be), with a 'created' movement for every stock so that the stock
 * verifier holds.
 */

export async function insertAddress(db: Db, userId: number, a: { zipCode?: string; city?: string; state?: string } = {}) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      name: 'Casa',
      zipCode: a.zipCode ?? '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: a.city ?? 'São Paulo',
      state: a.state ?? 'SP',
      complement: 'Apto 1',
    })
    .returning();
  return row!;
}

export async function insertDistributionCenter(db: Db, userId: number, a: { zipCode?: string; city?: string; state?: string } = {}) {
  const [row] = await db
    .insert(distributionCenters)
    .values({
      userId,
      name: `CD ${userId}`,
      zipCode: a.zipCode ?? '13010100',
      street: 'Rua do Centro',
      number: '10',
      district: 'Centro',
      city: a.city ?? 'Campinas',
      state: a.state ?? 'SP',
    })
    .returning();
  return row!;
}

/** Type 1 National; 2 Regional serving the IBGE cities given. */
export async function insertStorage(db: Db, distributionCenterId: number, type: 1 | 2 = 1, cities: Array<{ code: number; city: string; state: string }> = []) {
  const [row] = await db
    .insert(storages)
    .values({ distributionCenterId, name: type === 1 ? 'Nacional' : 'Regional', type })
    .returning();
  if (cities.length) await db.insert(storageCities).values(cities.map((c) => ({ storageId: row!.id, cityCode: c.code, city: c.city, state: c.state })));
  return row!;
}

export interface ProductSeed {
  ownerId: number;
  name?: string;
  isOffice?: boolean;
  type?: 1 | 2;
  priceCents?: number;
  dealerDiscountCents?: number;
  status?: number;
  officeStatus?: number;
  officePercentageBps?: number;
  weightGrams?: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
}

let productSeq = 0;
export async function insertProduct(db: Db, p: ProductSeed) {
  const [row] = await db
    .insert(products)
    .values({
      ownerId: p.ownerId,
      isOffice: p.isOffice ?? false,
      type: p.type ?? 1,
      name: p.name ?? `Produto ${++productSeq}`,
      description: 'Um produto de teste.',
      priceCents: p.priceCents ?? 10_000,
      dealerDiscountCents: p.dealerDiscountCents ?? 2_000,
      status: p.status ?? 4,
      officeStatus: p.officeStatus ?? 2,
      officePercentageBps: p.officePercentageBps ?? 1_000,
      weightGrams: p.weightGrams ?? 500,
      lengthMm: p.lengthMm ?? 200,
      widthMm: p.widthMm ?? 150,
      heightMm: p.heightMm ?? 100,
    })
    .returning();
  return row!;
}

export async function insertFeature(db: Db, category: string, name: string) {
  let [cat] = await db
    .select()
    .from(productCategories)
    .where(sql`${productCategories.name} = ${category} AND ${productCategories.type} = 2`)
    .limit(1);
  if (!cat) [cat] = await db.insert(productCategories).values({ type: 2, name: category }).returning();
  const [row] = await db.insert(productFeatures).values({ categoryId: cat!.id, name }).returning();
  return row!;
}

export async function insertStock(db: Db, s: { productId: number; storageId: number; quantity: number; featureIds?: number[]; name?: string }) {
  const [row] = await db
    .insert(stocks)
    .values({ productId: s.productId, storageId: s.storageId, name: s.name ?? 'Estoque', onHand: s.quantity })
    .returning();
  if (s.featureIds?.length) await db.insert(stockFeatures).values(s.featureIds.map((featureId) => ({ stockId: row!.id, featureId })));
  await db.insert(stockMovements).values({ stockId: row!.id, reason: 'created', onHandDelta: s.quantity });
  return row!;
}

export const stockById = async (db: Db, id: number) => (await db.select().from(stocks).where(eq(stocks.id, id)))[0]!;
export const orderById = async (db: Db, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const productById = async (db: Db, id: number) => (await db.select().from(products).where(eq(products.id, id)))[0]!;

const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);

/** What placing an order writes; equal snapshots mean nothing changed. */
export async function ordersSnapshot(db: Db) {
  return {
    orders: await n(db.select({ n: count() }).from(orders)),
    invoices: await n(db.select({ n: count() }).from(invoices)),
    movements: await n(db.select({ n: count() }).from(stockMovements)),
    audit: await n(db.select({ n: count() }).from(auditLog)),
    stocks: (await db.select({ id: stocks.id, onHand: stocks.onHand, reserved: stocks.reserved }).from(stocks).orderBy(stocks.id)).map(
      (s) => `${s.id}:${s.onHand}:${s.reserved}`,
    ),
  };
}

/** IBGE codes used by the tests' addresses and Regional storages. */
export const CITY = {
  saoPaulo: { code: 3550308, city: 'São Paulo', state: 'SP', zipCode: '01310100' },
  campinas: { code: 3509502, city: 'Campinas', state: 'SP', zipCode: '13010100' },
  rio: { code: 3304557, city: 'Rio de Janeiro', state: 'RJ', zipCode: '20040002' },
  portoAlegre: { code: 4314902, city: 'Porto Alegre', state: 'RS', zipCode: '90010000' },
} as const;

export const PAGE1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

let shopSeq = 0;

/**
 * A seller (distribution center in Campinas, a National storage) with a T-shirt (R$ 100,00, dealer
 * discount R$ 20,00, club share 10 %, 500 g, 20 × 15 × 10 cm) in two options (Azul M: 10 units,
 * Vermelho M: 3), and a buyer with an address in São Paulo.
 */
export async function seedShop(db: Db) {
  const k = ++shopSeq;
  const seller = await insertMember(db, { username: `vendedor${k}`, name: `Vendedor ${k}`, phoneOne: '19 99999-0000' });
  const buyer = await insertMember(db, { username: `comprador${k}`, name: `Comprador ${k}` });
  const dc = await insertDistributionCenter(db, seller.id, CITY.campinas);
  const national = await insertStorage(db, dc.id, 1);
  const azul = await insertFeature(db, 'Cor', `Azul ${k}`);
  const vermelho = await insertFeature(db, 'Cor', `Vermelho ${k}`);
  const m = await insertFeature(db, 'Tamanho', `M ${k}`);
  const shirt = await insertProduct(db, { ownerId: seller.id, name: `Camiseta ${k}` });
  const blueM = await insertStock(db, { productId: shirt.id, storageId: national.id, quantity: 10, featureIds: [azul.id, m.id] });
  const redM = await insertStock(db, { productId: shirt.id, storageId: national.id, quantity: 3, featureIds: [vermelho.id, m.id] });
  const address = await insertAddress(db, buyer.id, CITY.saoPaulo);
  return { seller, buyer, dc, national, features: { azul, vermelho, m }, shirt, stocks: { blueM, redM }, address };
}
export type Shop = Awaited<ReturnType<typeof seedShop>>;
