import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productCategories, productFeatures, products, stockFeatures, stocks, storages } from '../../db/schema';

export type StockRow = typeof stocks.$inferSelect;

/** A stock as listed: its columns, its storage's name and its features with their categories. */
export interface StockListed {
  id: number;
  name: string;
  productId: number;
  storageId: number;
  onHand: number;
  reserved: number;
  storageName: string;
  features: Array<{ featureId: number; featureName: string; categoryId: number; categoryName: string }>;
}

export interface ProductOwner {
  id: number;
  ownerId: number;
  isOffice: boolean;
}

/**
 * The product a stock is for, with its owner; `lock` takes its row while its stocks are counted and
 * compared (FOR NO KEY UPDATE: orders inserting items of the product are not held up).
 */
export async function findProduct(db: DbOrTx, id: number, lock = false): Promise<ProductOwner | null> {
  const q = db.select({ id: products.id, ownerId: products.ownerId, isOffice: products.isOffice }).from(products).where(eq(products.id, id));
  const [row] = lock ? await q.for('no key update') : await q;
  return row ?? null;
}

/** Locks a stock row (before its product's row: the order every stock writer keeps, docs/marketplace.md). */
export async function lockStock(db: DbOrTx, id: number): Promise<StockRow | null> {
  const [row] = await db.select().from(stocks).where(eq(stocks.id, id)).for('update');
  return row ?? null;
}

export async function existingFeatureIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: productFeatures.id }).from(productFeatures).where(inArray(productFeatures.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function countOfProduct(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stocks).where(eq(stocks.productId, productId));
  return Number(row?.n ?? 0);
}

/** Feature ids of each stock of a product in a storage (to refuse a second stock with the same features). */
export async function featureSetsIn(db: DbOrTx, productId: number, storageId: number, exceptStockId?: number): Promise<Array<Set<number>>> {
  const conditions: SQL[] = [eq(stocks.productId, productId), eq(stocks.storageId, storageId)];
  if (exceptStockId !== undefined) conditions.push(ne(stocks.id, exceptStockId));
  const rows = await db
    .select({ id: stocks.id, featureId: stockFeatures.featureId })
    .from(stocks)
    .leftJoin(stockFeatures, eq(stockFeatures.stockId, stocks.id))
    .where(and(...conditions));
  const sets = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = sets.get(r.id) ?? new Set<number>();
    if (r.featureId !== null) set.add(r.featureId);
    sets.set(r.id, set);
  }
  return [...sets.values()];
}

export async function insertStock(db: DbOrTx, v: { productId: number; storageId: number; name: string; onHand: number }) {
  const [row] = await db.insert(stocks).values(v).returning();
  return row!;
}

export async function updateStockRow(db: DbOrTx, id: number, v: { name: string; onHand: number }) {
  await db
    .update(stocks)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(stocks.id, id));
}

export async function replaceFeatures(db: DbOrTx, stockId: number, featureIds: number[]) {
  await db.delete(stockFeatures).where(eq(stockFeatures.stockId, stockId));
  if (featureIds.length) await db.insert(stockFeatures).values(featureIds.map((featureId) => ({ stockId, featureId })));
}

export async function featureIdsOf(db: DbOrTx, stockId: number): Promise<number[]> {
  const rows = await db.select({ id: stockFeatures.featureId }).from(stockFeatures).where(eq(stockFeatures.stockId, stockId));
  return rows.map((r) => r.id);
}

/** Which stocks: of one product or several, of one owner's products, of the club's products, or these ids. */
export type StockScope = { productId: number } | { productIds: number[] } | { ownerId: number } | { office: true } | { stockIds: number[] };

function scopeCondition(s: StockScope): SQL | undefined {
  if ('productId' in s) return eq(stocks.productId, s.productId);
  if ('ownerId' in s) return eq(products.ownerId, s.ownerId);
  if ('office' in s) return eq(products.isOffice, true);
  if ('productIds' in s) return s.productIds.length ? inArray(stocks.productId, s.productIds) : sql`false`;
  return s.stockIds.length ? inArray(stocks.id, s.stockIds) : sql`false`;
}

/** Stocks of a scope, newest first, with their storage's name and their features (by category, then name). */
export async function listStocks(db: DbOrTx, scope: StockScope, extra?: SQL): Promise<StockListed[]> {
  const where = and(scopeCondition(scope), extra);
  const rows = await db
    .select({
      id: stocks.id,
      name: stocks.name,
      productId: stocks.productId,
      storageId: stocks.storageId,
      onHand: stocks.onHand,
      reserved: stocks.reserved,
      storageName: storages.name,
    })
    .from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .innerJoin(storages, eq(storages.id, stocks.storageId))
    .where(where)
    .orderBy(desc(stocks.id));
  if (!rows.length) return [];
  const features = await db
    .select({
      stockId: stockFeatures.stockId,
      featureId: productFeatures.id,
      featureName: productFeatures.name,
      categoryId: productCategories.id,
      categoryName: productCategories.name,
    })
    .from(stockFeatures)
    .innerJoin(stocks, eq(stocks.id, stockFeatures.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .innerJoin(productFeatures, eq(productFeatures.id, stockFeatures.featureId))
    .innerJoin(productCategories, eq(productCategories.id, productFeatures.categoryId))
    .where(where)
    .orderBy(asc(productCategories.name), asc(productFeatures.name), asc(productFeatures.id));
  const byStock = new Map<number, StockListed['features']>();
  for (const { stockId, ...f } of features) {
    const list = byStock.get(stockId) ?? [];
    list.push(f);
    byStock.set(stockId, list);
  }
  return rows.map((r) => ({ ...r, features: byStock.get(r.id) ?? [] }));
}
