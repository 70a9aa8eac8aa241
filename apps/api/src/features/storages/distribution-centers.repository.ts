import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { distributionCenters } from '../../db/schema';

export type DistributionCenterRow = typeof distributionCenters.$inferSelect;

export interface DistributionCenterValues {
  name: string;
  zipCode: string;
  street: string;
  number: string;
  district: string;
  city: string;
  cityCode: number | null;
  state: string;
  complement: string | null;
  phone: string | null;
}

export async function findOfUser(db: DbOrTx, userId: number): Promise<DistributionCenterRow | null> {
  const [row] = await db.select().from(distributionCenters).where(eq(distributionCenters.userId, userId));
  return row ?? null;
}

export async function findById(db: DbOrTx, id: number): Promise<DistributionCenterRow | null> {
  const [row] = await db.select().from(distributionCenters).where(eq(distributionCenters.id, id));
  return row ?? null;
}

/** Locks a distribution center while its storages are counted and one is added. */
export async function lockById(db: DbOrTx, id: number) {
  await db.execute(sql`SELECT ${distributionCenters.id} FROM ${distributionCenters} WHERE ${distributionCenters.id} = ${id} FOR UPDATE`);
}

/** One per user: a second insert for the same user answers undefined (the unique index decides, also under races). */
export async function insertIfNone(db: DbOrTx, userId: number, v: DistributionCenterValues) {
  const [row] = await db
    .insert(distributionCenters)
    .values({ userId, ...v })
    .onConflictDoNothing({ target: distributionCenters.userId })
    .returning();
  return row;
}

/** `ownerId` null: any owner (an Administrator's update). */
export async function update(db: DbOrTx, id: number, ownerId: number | null, v: DistributionCenterValues) {
  const owner = ownerId === null ? undefined : eq(distributionCenters.userId, ownerId);
  const [row] = await db
    .update(distributionCenters)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(distributionCenters.id, id), owner))
    .returning();
  return row;
}

/** `ownerId` null: every distribution center (Administrators). By Id. */
export async function search(db: DbOrTx, ownerId: number | null, limit: number, offset: number) {
  const where = ownerId === null ? undefined : eq(distributionCenters.userId, ownerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(distributionCenters).where(where).orderBy(asc(distributionCenters.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(distributionCenters).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
