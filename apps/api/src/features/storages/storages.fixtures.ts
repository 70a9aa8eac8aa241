import type { DbOrTx } from '../../db/client';
import { distributionCenters, storageCities, storages } from '../../db/schema';

/** Test fixtures of distribution centers and storages: rows written straight to the database. */

export async function insertDistributionCenter(db: DbOrTx, userId: number, over: Partial<typeof distributionCenters.$inferInsert> = {}) {
  const [row] = await db
    .insert(distributionCenters)
    .values({
      userId,
      name: `CD do sócio ${userId}`,
      zipCode: '01001000',
      street: 'Praça da Sé',
      number: '100',
      district: 'Sé',
      city: 'São Paulo',
      cityCode: 3550308,
      state: 'SP',
      ...over,
    })
    .returning();
  return row!;
}

/** A storage; with cities it is Regional (2), without National (1). Cities are [code, name, UF]. */
export async function insertStorage(db: DbOrTx, distributionCenterId: number, name: string, cities: Array<[number, string, string]> = []) {
  const [row] = await db
    .insert(storages)
    .values({ distributionCenterId, name, type: cities.length ? 2 : 1 })
    .returning();
  if (cities.length) await db.insert(storageCities).values(cities.map(([cityCode, city, state]) => ({ storageId: row!.id, cityCode, city, state })));
  return row!;
}
