import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { StorageType } from '@clube/contract/storages';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { storages } from '../../db/schema';

/**
 * SQL condition: the storage `storageId` (a column or value) serves the IBGE city `cityCode`. A
 * National storage serves every city; a Regional one the cities it lists; with no city code (an
 * address whose city did not match IBGE) only National storages serve it (docs/marketplace.md).
 * Answered by the primary key of storages and the (city_code, storage_id) index of storage_cities.
 */
export function storageServesCity(storageId: SQLWrapper, cityCode: number | null): SQL {
  if (cityCode === null) {
    return sql`EXISTS (SELECT 1 FROM storages sv WHERE sv.id = ${storageId} AND sv.type = ${StorageType.National})`;
  }
  return sql`EXISTS (SELECT 1 FROM storages sv WHERE sv.id = ${storageId} AND (sv.type = ${StorageType.National}
    OR EXISTS (SELECT 1 FROM storage_cities svc WHERE svc.storage_id = sv.id AND svc.city_code = ${cityCode})))`;
}

/** Which of these storages serve the city (see storageServesCity). */
export async function storagesServingCity(db: DbOrTx, storageIds: number[], cityCode: number | null): Promise<Set<number>> {
  if (!storageIds.length) return new Set();
  const result = await db.execute<{ id: number }>(
    sql`SELECT ${storages.id} AS id FROM ${storages} WHERE ${inArray(storages.id, storageIds)} AND ${storageServesCity(storages.id, cityCode)}`,
  );
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}
