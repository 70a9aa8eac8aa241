import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { distributionCenters, storageCities, storages, users } from '../../db/schema';

export type StorageRow = typeof storages.$inferSelect;
export type StorageCityRow = typeof storageCities.$inferSelect;

/** A storage with the owner of its distribution center. */
export interface StorageWithOwner extends StorageRow {
  ownerId: number;
  ownerIsAdmin: boolean;
}

export interface CityValues {
  cityCode: number;
  city: string;
  state: string;
}

const storageColumns = {
  id: storages.id,
  distributionCenterId: storages.distributionCenterId,
  name: storages.name,
  type: storages.type,
  createdAt: storages.createdAt,
  updatedAt: storages.updatedAt,
};

export async function findWithOwner(db: DbOrTx, id: number): Promise<StorageWithOwner | null> {
  const [row] = await db
    .select({ ...storageColumns, ownerId: distributionCenters.userId, ownerType: users.type })
    .from(storages)
    .innerJoin(distributionCenters, eq(distributionCenters.id, storages.distributionCenterId))
    .innerJoin(users, eq(users.id, distributionCenters.userId))
    .where(eq(storages.id, id));
  if (!row) return null;
  const { ownerType, ...rest } = row;
  return { ...rest, ownerIsAdmin: ownerType === UserType.Administrator };
}

export async function countOfDistributionCenter(db: DbOrTx, distributionCenterId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storages).where(eq(storages.distributionCenterId, distributionCenterId));
  return Number(row?.n ?? 0);
}

export async function insertStorage(db: DbOrTx, distributionCenterId: number, name: string, type: number) {
  const [row] = await db.insert(storages).values({ distributionCenterId, name, type }).returning();
  return row!;
}

export async function updateStorage(db: DbOrTx, id: number, name: string, type: number) {
  const [row] = await db.update(storages).set({ name, type, updatedAt: new Date() }).where(eq(storages.id, id)).returning();
  return row!;
}

/** The cities a storage serves become exactly `cities` (none for a National storage). */
export async function replaceCities(db: DbOrTx, storageId: number, cities: CityValues[]) {
  await db.delete(storageCities).where(eq(storageCities.storageId, storageId));
  if (cities.length) await db.insert(storageCities).values(cities.map((c) => ({ storageId, ...c })));
}

/** Cities of each storage, by state and name. */
export async function citiesOfStorages(db: DbOrTx, storageIds: number[]): Promise<Map<number, StorageCityRow[]>> {
  const out = new Map<number, StorageCityRow[]>();
  if (!storageIds.length) return out;
  const rows = await db
    .select()
    .from(storageCities)
    .where(inArray(storageCities.storageId, storageIds))
    .orderBy(asc(storageCities.state), asc(storageCities.city));
  for (const r of rows) {
    const list = out.get(r.storageId) ?? [];
    list.push(r);
    out.set(r.storageId, list);
  }
  return out;
}

export interface StorageSearch {
  distributionCenterId: number;
  byName: boolean;
  descending: boolean;
  limit: number;
  offset: number;
}

export async function searchOfDistributionCenter(db: DbOrTx, s: StorageSearch) {
  const where = eq(storages.distributionCenterId, s.distributionCenterId);
  const dir = s.descending ? desc : asc;
  const order = s.byName ? [dir(sql`lower(${storages.name})`), dir(storages.id)] : [dir(storages.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(storages)
      .where(where)
      .orderBy(...order)
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(storages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Storages a product of this owner may keep stock in: those of the owner's distribution center, or
 * for the club's products those of any Administrator's (docs/marketplace.md). By name.
 */
export async function storagesOfOwner(db: DbOrTx, owner: { ownerId: number; isOffice: boolean }): Promise<StorageRow[]> {
  const ownerCondition = owner.isOffice ? eq(users.type, UserType.Administrator) : eq(distributionCenters.userId, owner.ownerId);
  return db
    .select(storageColumns)
    .from(storages)
    .innerJoin(distributionCenters, eq(distributionCenters.id, storages.distributionCenterId))
    .innerJoin(users, eq(users.id, distributionCenters.userId))
    .where(and(ownerCondition))
    .orderBy(asc(sql`lower(${storages.name})`), asc(storages.id));
}
