import type { DbOrTx } from '../../db/client';
import { productCategories, productFeatures, products, stockFeatures, stockMovements, stocks } from '../../db/schema';

/**
 * Test fixtures of the catalog rows stocks need (products, feature categories, features) and of
 * stocks themselves: written straight to the database, each stock with its 'created' movement so
 * that verifyStock holds.
 */

export async function insertProduct(db: DbOrTx, ownerId: number, over: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      ownerId,
      type: 1,
      name: 'Camiseta Clube',
      description: 'Camiseta de algodão',
      priceCents: 8_990,
      dealerDiscountCents: 1_000,
      status: 4,
      officeStatus: 2,
      officePercentageBps: 1_000,
      weightGrams: 300,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 30,
      ...over,
    })
    .returning();
  return row!;
}

/** A feature category (Type 2) with its features; answers the features' ids by name. */
export async function insertFeatures(db: DbOrTx, category: string, names: string[]): Promise<Record<string, number>> {
  const [cat] = await db.insert(productCategories).values({ type: 2, name: category }).returning();
  const rows = await db
    .insert(productFeatures)
    .values(names.map((name) => ({ categoryId: cat!.id, name })))
    .returning();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export async function insertStockRow(db: DbOrTx, v: { productId: number; storageId: number; quantity: number; name?: string; features?: number[] }) {
  const [row] = await db
    .insert(stocks)
    .values({ productId: v.productId, storageId: v.storageId, name: v.name ?? 'Estoque', onHand: v.quantity })
    .returning();
  await db.insert(stockMovements).values({ stockId: row!.id, reason: 'created', onHandDelta: v.quantity });
  if (v.features?.length) await db.insert(stockFeatures).values(v.features.map((featureId) => ({ stockId: row!.id, featureId })));
  return row!;
}
