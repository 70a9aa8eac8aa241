import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { messages } from '@clube/contract';
import { MAX_STOCKS_PER_PRODUCT, type CreateStockBody, type Stock, type UpdateStockBody } from '@clube/contract/stocks';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { findStorageWithOwner, type Actor } from '../storages';
import { recordMovements } from './stock-movements';
import { toStockDto } from './stocks.mapper';
import * as repo from './stocks.repository';

type CreateInput = z.output<typeof CreateStockBody>;
type UpdateInput = z.output<typeof UpdateStockBody>;

/** The product, when the caller may manage its stocks (its owner or an Administrator); otherwise 404. */
async function productOf(db: DbOrTx, actor: Actor, productId: number, lock = false) {
  const product = await repo.findProduct(db, productId, lock);
  if (!product || (!actor.admin && product.ownerId !== actor.id)) throw notFound(messages.stockProductNotFound);
  return product;
}

async function checkFeatures(db: DbOrTx, ids: number[]) {
  const found = await repo.existingFeatureIds(db, ids);
  if (ids.some((id) => !found.has(id))) throw notFound(messages.stockFeatureNotFound);
}

async function refuseDuplicate(db: DbOrTx, product: repo.ProductOwner, storageId: number, featureIds: number[], exceptStockId?: number) {
  const wanted = new Set(featureIds);
  const sets = await repo.featureSetsIn(db, product.id, storageId, exceptStockId);
  if (sets.some((s) => s.size === wanted.size && [...s].every((id) => wanted.has(id)))) throw conflict(messages.stockDuplicate);
}

async function dtoOf(db: DbOrTx, stockId: number): Promise<Stock> {
  const [listed] = await repo.listStocks(db, { stockIds: [stockId] });
  return toStockDto(listed!);
}

/** The caller's stocks: of his products, or for an Administrator of the club's products. */
export async function stocksOfCaller(db: DbOrTx, actor: Actor): Promise<Stock[]> {
  const rows = await repo.listStocks(db, actor.admin ? { office: true } : { ownerId: actor.id });
  return rows.map(toStockDto);
}

export async function stocksOfProduct(db: DbOrTx, actor: Actor, productId: number): Promise<Stock[]> {
  await productOf(db, actor, productId);
  return (await repo.listStocks(db, { productId })).map(toStockDto);
}

/**
 * A new stock of a product in a storage of its owner's distribution center (the club's, for the
 * club's products). A storage the caller cannot see answers as unknown (404); one he can see but
 * of another owner answers why (422). The product's row is locked while its stocks are counted
 * and compared, so the limit and the "same features" rule hold under concurrent requests.
 */
export async function createStock(db: Db, actor: Actor, input: CreateInput): Promise<Stock> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, actor, input.ProductId, true);
    const storage = await findStorageWithOwner(tx, input.StorageId);
    if (!storage || (!actor.admin && storage.ownerId !== actor.id)) throw notFound(messages.storageNotFound);
    const fits = product.isOffice ? storage.ownerIsAdmin : storage.ownerId === product.ownerId;
    if (!fits) throw unprocessable(messages.storageNotOfProductOwner, { StorageId: [messages.storageNotOfProductOwner] });
    await checkFeatures(tx, input.Features);
    if ((await repo.countOfProduct(tx, product.id)) >= MAX_STOCKS_PER_PRODUCT) throw unprocessable(messages.stockLimit(MAX_STOCKS_PER_PRODUCT));
    await refuseDuplicate(tx, product, storage.id, input.Features);
    const row = await repo.insertStock(tx, { productId: product.id, storageId: storage.id, name: input.Name, onHand: input.Quantity });
    await repo.replaceFeatures(tx, row.id, input.Features);
    await recordMovements(tx, [{ stockId: row.id, reason: 'created', onHandDelta: input.Quantity, actorId: actor.id }]);
    return dtoOf(tx, row.id);
  });
}

/**
 * Name, features and the available quantity: on hand becomes reserved + quantity, the difference
 * an 'adjusted' movement. The stock row is locked first, then (only when the features change) its
 * product's row, the order every stock writer keeps.
 */
export async function updateStock(db: Db, actor: Actor, input: UpdateInput): Promise<Stock> {
  return db.transaction(async (tx) => {
    const stock = await repo.lockStock(tx, input.id);
    if (!stock) throw notFound(messages.stockNotFound);
    const product = await repo.findProduct(tx, stock.productId);
    if (!product || (!actor.admin && product.ownerId !== actor.id)) throw notFound(messages.stockNotFound);
    const current = await repo.featureIdsOf(tx, stock.id);
    const featuresChange = current.length !== input.features.length || current.some((id) => !input.features.includes(id));
    if (featuresChange) {
      await checkFeatures(tx, input.features);
      await repo.findProduct(tx, product.id, true);
      await refuseDuplicate(tx, product, stock.storageId, input.features, stock.id);
      await repo.replaceFeatures(tx, stock.id, input.features);
    }
    const onHand = stock.reserved + input.quantity;
    await repo.updateStockRow(tx, stock.id, { name: input.name, onHand });
    if (onHand !== stock.onHand) {
      await recordMovements(tx, [{ stockId: stock.id, reason: 'adjusted', onHandDelta: onHand - stock.onHand, actorId: actor.id }]);
    }
    return dtoOf(tx, stock.id);
  });
}

/**
 * Stocks of these products as the shop shows them, newest first; `where` (on the stocks and products
 * tables) narrows them, e.g. `storageServesCity(stocks.storageId, cityCode)` from features/storages.
 * For the catalog and the orders.
 */
export async function stocksOfProducts(db: DbOrTx, productIds: number[], where?: SQL): Promise<Stock[]> {
  return (await repo.listStocks(db, { productIds }, where)).map(toStockDto);
}
