import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productCategories, productCategoryLinks, productFeatures } from '../../db/schema';
import { escapeLike } from './like';

export type CategoryRow = typeof productCategories.$inferSelect;

export interface CategorySearch {
  type?: number;
  nameContains?: string;
  byId: boolean;
  descending: boolean;
  limit: number;
  offset: number;
}

export async function search(db: DbOrTx, s: CategorySearch) {
  const conditions: SQL[] = [];
  if (s.type !== undefined) conditions.push(eq(productCategories.type, s.type));
  if (s.nameContains) conditions.push(ilike(productCategories.name, `%${escapeLike(s.nameContains)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const dir = s.descending ? desc : asc;
  const order = s.byId ? [dir(productCategories.id)] : [dir(productCategories.name), dir(productCategories.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(where)
      .orderBy(...order)
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(productCategories).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  return row;
}

/** Another category of the same type with this name, any case (the one being renamed excepted). */
export async function nameTaken(db: DbOrTx, type: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(productCategories.type, type), sql`lower(${productCategories.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(productCategories.id, exceptId));
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(...conditions))
    .limit(1);
  return !!row;
}

/** Whether products or features point at the category (its Type may not change then). */
export async function inUse(db: DbOrTx, id: number): Promise<boolean> {
  const [link] = await db.select({ id: productCategoryLinks.productId }).from(productCategoryLinks).where(eq(productCategoryLinks.categoryId, id)).limit(1);
  if (link) return true;
  const [feature] = await db.select({ id: productFeatures.id }).from(productFeatures).where(eq(productFeatures.categoryId, id)).limit(1);
  return !!feature;
}

export async function insert(db: DbOrTx, values: { type: number; name: string }): Promise<CategoryRow> {
  const [row] = await db.insert(productCategories).values(values).returning();
  return row!;
}

export async function update(db: DbOrTx, id: number, values: { type: number; name: string }): Promise<CategoryRow | undefined> {
  const [row] = await db.update(productCategories).set(values).where(eq(productCategories.id, id)).returning();
  return row;
}

/** Which of these ids are product categories (Type 1). */
export async function productCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.type, 1), inArray(productCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}
