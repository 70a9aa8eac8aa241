import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productCategories, productFeatures } from '../../db/schema';

export interface FeatureWithCategory {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  categoryType: number;
}

const columns = {
  id: productFeatures.id,
  name: productFeatures.name,
  categoryId: productFeatures.categoryId,
  categoryName: productCategories.name,
  categoryType: productCategories.type,
};

export async function listAll(db: DbOrTx): Promise<FeatureWithCategory[]> {
  return db
    .select(columns)
    .from(productFeatures)
    .innerJoin(productCategories, eq(productCategories.id, productFeatures.categoryId))
    .orderBy(asc(productCategories.name), asc(productCategories.id), asc(productFeatures.name), asc(productFeatures.id));
}

export async function findById(db: DbOrTx, id: number): Promise<FeatureWithCategory | undefined> {
  const [row] = await db
    .select(columns)
    .from(productFeatures)
    .innerJoin(productCategories, eq(productCategories.id, productFeatures.categoryId))
    .where(eq(productFeatures.id, id));
  return row;
}

export async function nameTaken(db: DbOrTx, categoryId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(productFeatures.categoryId, categoryId), sql`lower(${productFeatures.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(productFeatures.id, exceptId));
  const [row] = await db
    .select({ id: productFeatures.id })
    .from(productFeatures)
    .where(and(...conditions))
    .limit(1);
  return !!row;
}

export async function insert(db: DbOrTx, values: { categoryId: number; name: string }): Promise<number> {
  const [row] = await db.insert(productFeatures).values(values).returning({ id: productFeatures.id });
  return row!.id;
}

export async function update(db: DbOrTx, id: number, values: { categoryId: number; name: string }): Promise<void> {
  await db.update(productFeatures).set(values).where(eq(productFeatures.id, id));
}
