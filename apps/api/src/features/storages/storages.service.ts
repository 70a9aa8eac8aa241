import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { messages, paginationResponse } from '@clube/contract';
import {
  MAX_STORAGES_PER_DISTRIBUTION_CENTER,
  StorageSort,
  StorageType,
  type CreateStorageBody,
  type GetAllStoragesRequest,
  type Storage,
  type UpdateStorageBody,
} from '@clube/contract/storages';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { isStateCode } from '../helpers';
import type { Actor } from './actor';
import * as centers from './distribution-centers.repository';
import { cityNameOf } from './ibge-cities';
import { toStorageDto } from './storages.mapper';
import * as repo from './storages.repository';

type ListInput = z.output<typeof GetAllStoragesRequest>;
type CreateInput = z.output<typeof CreateStorageBody>;
type UpdateInput = z.output<typeof UpdateStorageBody>;

/** The contract has kept the chosen rows; here each code must be a real IBGE city of its state, and takes IBGE's name. */
function toCityValues(rows: Array<{ CityCode: number; State: string }>): repo.CityValues[] {
  return rows.map((r) => {
    if (!isStateCode(r.State)) throw badRequest(messages.invalidState, { StorageCities: [messages.invalidState] });
    const city = cityNameOf(r.CityCode, r.State);
    if (!city) throw badRequest(messages.storageCityInvalid, { StorageCities: [messages.storageCityInvalid] });
    return { cityCode: r.CityCode, city, state: r.State };
  });
}

/** The distribution center the caller may work on: the one asked (his own, or any for an Administrator), else his own. */
async function distributionCenterFor(db: DbOrTx, actor: Actor, askedId: number | null | undefined) {
  const dc = askedId ? await centers.findById(db, askedId) : await centers.findOfUser(db, actor.id);
  if (!dc || (!actor.admin && dc.userId !== actor.id)) throw notFound(messages.distributionCenterNotFound);
  return dc;
}

async function withCities(db: DbOrTx, rows: repo.StorageRow[]): Promise<Storage[]> {
  const cities = await repo.citiesOfStorages(
    db,
    rows.filter((r) => r.type !== StorageType.National).map((r) => r.id),
  );
  return rows.map((r) => toStorageDto(r, cities.get(r.id)));
}

export async function listStorages(db: DbOrTx, actor: Actor, input: ListInput) {
  const { Page: page, RowsPerPage: rowsPerPage } = input.PaginationSettings;
  // A member without a distribution center has no storages yet: an empty page, not an error.
  const dc = input.DistributionCenterId ? await distributionCenterFor(db, actor, input.DistributionCenterId) : await centers.findOfUser(db, actor.id);
  if (!dc) return { data: [], pagination: paginationResponse(page, rowsPerPage, 0) };
  const byName = input.PaginationFilter?.Type === StorageSort.AlphabeticalName;
  const { rows, total } = await repo.searchOfDistributionCenter(db, {
    distributionCenterId: dc.id,
    byName,
    descending: input.PaginationFilter?.OrderByDescending ?? !byName,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: await withCities(db, rows), pagination: paginationResponse(page, rowsPerPage, total) };
}

/**
 * Storages a stock may go to. With a product: its owner's (the club's for the club's products),
 * when the caller may manage that product. Without: the caller's own (an Administrator: the club's).
 */
export async function possibleStorages(db: DbOrTx, actor: Actor, productId: number | undefined): Promise<Storage[]> {
  let owner = { ownerId: actor.id, isOffice: actor.admin };
  if (productId !== undefined) {
    const [product] = await db.select({ ownerId: products.ownerId, isOffice: products.isOffice }).from(products).where(eq(products.id, productId));
    if (!product || (!actor.admin && product.ownerId !== actor.id)) throw notFound(messages.stockProductNotFound);
    owner = product;
  }
  return withCities(db, await repo.storagesOfOwner(db, owner));
}

export async function createStorage(db: Db, actor: Actor, input: CreateInput): Promise<Storage> {
  const cities = toCityValues(input.StorageCities);
  return db.transaction(async (tx) => {
    const dc = await distributionCenterFor(tx, actor, input.DistributionCenterId);
    await centers.lockById(tx, dc.id);
    if ((await repo.countOfDistributionCenter(tx, dc.id)) >= MAX_STORAGES_PER_DISTRIBUTION_CENTER) {
      throw unprocessable(messages.storageLimit(MAX_STORAGES_PER_DISTRIBUTION_CENTER));
    }
    const row = await repo.insertStorage(tx, dc.id, input.Name, input.Type);
    await repo.replaceCities(tx, row.id, cities);
    return (await withCities(tx, [row]))[0]!;
  });
}

export async function updateStorage(db: Db, actor: Actor, input: UpdateInput): Promise<Storage> {
  const cities = toCityValues(input.StorageCities);
  return db.transaction(async (tx) => {
    const storage = await repo.findWithOwner(tx, input.Id);
    if (!storage || (!actor.admin && storage.ownerId !== actor.id)) throw notFound(messages.storageNotFound);
    const row = await repo.updateStorage(tx, storage.id, input.Name, input.Type);
    await repo.replaceCities(tx, row.id, cities);
    return (await withCities(tx, [row]))[0]!;
  });
}
