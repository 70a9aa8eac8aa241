import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { stocks } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { stocksOfProducts } from '../stocks';
import { insertProduct, insertStockRow } from '../stocks/stocks.fixtures';
import { cityCodeOf, distributionCenterOfUser, storageServesCity, storagesServingCity } from '.';
import { insertDistributionCenter, insertStorage } from './storages.fixtures';

let t: TestApp;
const db = () => t.database.db;
const CAMPINAS = 3509502;
const RIO = 3304557;
let sellerId: number, national: number, campinas: number, rio: number, productId: number;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await insertMember(db(), { username: 'vendedora' })).id;
  const dc = await insertDistributionCenter(db(), sellerId, { zipCode: '13010000', city: 'Campinas', cityCode: CAMPINAS });
  national = (await insertStorage(db(), dc.id, 'Nacional')).id;
  campinas = (await insertStorage(db(), dc.id, 'Campinas', [[CAMPINAS, 'Campinas', 'SP']])).id;
  rio = (await insertStorage(db(), dc.id, 'Rio', [[RIO, 'Rio de Janeiro', 'RJ']])).id;
  productId = (await insertProduct(db(), sellerId)).id;
  for (const storageId of [national, campinas, rio]) await insertStockRow(db(), { productId, storageId, quantity: 3, name: `Em ${storageId}` });
});
afterAll(() => t.close());

describe(`which storages serve an address (${TEST_DB})`, () => {
  it('National serves every city, Regional its own cities, an unmatched city only National', async () => {
    const all = [national, campinas, rio];
    expect(await storagesServingCity(db(), all, cityCodeOf('campinas', 'SP'))).toEqual(new Set([national, campinas]));
    expect(await storagesServingCity(db(), all, cityCodeOf('Rio de Janeiro', 'rj'))).toEqual(new Set([national, rio]));
    expect(await storagesServingCity(db(), all, cityCodeOf('Cidade Inventada', 'SP'))).toEqual(new Set([national]));
    expect(await storagesServingCity(db(), [campinas], RIO)).toEqual(new Set());
    expect(await storagesServingCity(db(), [], CAMPINAS)).toEqual(new Set());
  });

  it("narrows a product's stocks to those an address can receive", async () => {
    const names = async (code: number | null) => (await stocksOfProducts(db(), [productId], storageServesCity(stocks.storageId, code))).map((s) => s.StorageId);
    expect(await names(CAMPINAS)).toEqual([campinas, national]);
    expect(await names(null)).toEqual([national]);
    expect((await stocksOfProducts(db(), [productId])).map((s) => s.Quantity)).toEqual([3, 3, 3]);
    expect(await stocksOfProducts(db(), [])).toEqual([]);
  });

  it("answers a user's distribution center (the freight origin) or null", async () => {
    expect(await distributionCenterOfUser(db(), sellerId)).toMatchObject({ userId: sellerId, zipCode: '13010000', cityCode: CAMPINAS });
    expect(await distributionCenterOfUser(db(), 999_999)).toBeNull();
  });
});
