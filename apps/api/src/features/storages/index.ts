/**
 * What the rest of the API uses from distribution centers and storages: who may act on them, the
 * IBGE city matching, which storages serve a city, a user's distribution center (the freight origin).
 */
import type { DbOrTx } from '../../db/client';
import { findOfUser, type DistributionCenterRow } from './distribution-centers.repository';

export { actorOf, type Actor } from './actor';
export { cityCodeOf, cityNameOf, normalizeCityName } from './ibge-cities';
export { storageServesCity, storagesServingCity } from './storage-coverage';
export { findWithOwner as findStorageWithOwner, storagesOfOwner, type StorageWithOwner } from './storages.repository';
export type { DistributionCenterRow };

/** A user's distribution center (its address is the freight origin of his products), or null. */
export function distributionCenterOfUser(tx: DbOrTx, userId: number): Promise<DistributionCenterRow | null> {
  return findOfUser(tx, userId);
}
