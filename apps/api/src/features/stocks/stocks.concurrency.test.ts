import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { stockMovements, stocks } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { insertMember } from '../../seed/builders';
import { insertDistributionCenter, insertStorage } from '../storages/storages.fixtures';
import { releaseStock, reserveStock, sellStock, type StockLine } from './stock-reservations';
import { insertProduct, insertStockRow } from './stocks.fixtures';
import { verifyStock } from './stocks.verifier';

// On PostgreSQL these transactions really race (one pooled connection each); on PGlite they run one by one.
let t: TestApp;
const db = () => t.database.db;
let productId: number;
let storageId: number;

const columns = async (id: number) => (await db().select({ onHand: stocks.onHand, reserved: stocks.reserved }).from(stocks).where(eq(stocks.id, id)))[0]!;
const reserve = (orderId: number, lines: StockLine[]) => db().transaction((tx) => reserveStock(tx, { orderId, actorId: null, lines }));

/** Runs the calls at once, sampling the lowest available quantity of the stocks until they settle. */
async function race<T>(calls: Array<() => Promise<T>>, stockIds: number[]) {
  let lowest = Number.POSITIVE_INFINITY;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const rows = rowsOf<{ available: number }>(
        await db().execute(sql`SELECT on_hand - reserved AS available FROM stocks WHERE id IN ${sql.raw(`(${stockIds.join(',')})`)}`),
      );
      for (const r of rows) lowest = Math.min(lowest, Number(r.available));
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const results = await Promise.allSettled(calls.map((c) => c()));
  done = true;
  await sampler;
  return { results, lowest };
}

beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertMember(db(), { username: 'vendedora' });
  storageId = (await insertStorage(db(), (await insertDistributionCenter(db(), seller.id)).id, 'Galpão')).id;
  productId = (await insertProduct(db(), seller.id)).id;
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`concurrent reservations (${TEST_DB})`, () => {
  it('50 buyers at once for the last 5 units: exactly 5 reserve, never below zero, releasing returns them', async () => {
    const stock = await insertStockRow(db(), { productId, storageId, quantity: 5 });
    const { results, lowest } = await race(
      Array.from({ length: 50 }, (_, i) => () => reserve(1000 + i, [{ stockId: stock.id, quantity: 1 }])),
      [stock.id],
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [1000 + i] : []));
    expect(won).toHaveLength(5);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect([r.reason.status, r.reason.message]).toEqual([422, 'Este produto não possui estoque o suficiente. Estoque Atual: 0']);
      }
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await columns(stock.id)).toEqual({ onHand: 5, reserved: 5 });

    // Each winning order's invoice is cancelled twice at once (job and webhook): the stock comes back once.
    const released = await Promise.all(won.flatMap((orderId) => [0, 1].map(() => db().transaction((tx) => releaseStock(tx, { orderId, actorId: null })))));
    expect(released.flat()).toEqual(won.map(() => ({ stockId: stock.id, quantity: 1 })));
    expect(await columns(stock.id)).toEqual({ onHand: 5, reserved: 0 });
    const reasons = await db().select({ reason: stockMovements.reason }).from(stockMovements).where(eq(stockMovements.stockId, stock.id));
    expect(reasons.map((r) => r.reason).sort()).toEqual(['created', ...Array(5).fill('released'), ...Array(5).fill('reserved')]);
    expect(await verifyStock(db())).toEqual([]);
  });

  it('orders naming two stocks in either order: no deadlock, exactly as many as the stock allows', async () => {
    const a = await insertStockRow(db(), { productId, storageId, quantity: 10 });
    const b = await insertStockRow(db(), { productId, storageId, quantity: 10 });
    const { results, lowest } = await race(
      Array.from(
        { length: 20 },
        (_, i) => () =>
          reserve(
            2000 + i,
            i % 2
              ? [
                  { stockId: a.id, quantity: 1 },
                  { stockId: b.id, quantity: 1 },
                ]
              : [
                  { stockId: b.id, quantity: 1 },
                  { stockId: a.id, quantity: 1 },
                ],
          ),
      ),
      [a.id, b.id],
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(AppError);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await columns(a.id)).toEqual({ onHand: 10, reserved: 10 });
    expect(await columns(b.id)).toEqual({ onHand: 10, reserved: 10 });
    expect(await verifyStock(db())).toEqual([]);
  });

  it('an order paid and cancelled at once is settled one way only', async () => {
    const stock = await insertStockRow(db(), { productId, storageId, quantity: 4 });
    await reserve(3000, [{ stockId: stock.id, quantity: 3 }]);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db().transaction(async (tx) => ({
          kind: i % 2 ? 'sold' : 'released',
          lines: await (i % 2 ? sellStock : releaseStock)(tx, { orderId: 3000, actorId: null }),
        })),
      ),
    );
    const applied = outcomes.filter((o) => o.lines.length);
    expect(applied).toHaveLength(1);
    expect(await columns(stock.id)).toEqual(applied[0]!.kind === 'sold' ? { onHand: 1, reserved: 0 } : { onHand: 4, reserved: 0 });
    expect(await verifyStock(db())).toEqual([]);
  });
});
