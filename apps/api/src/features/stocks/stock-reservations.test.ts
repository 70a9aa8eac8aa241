import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { stockMovements, stocks } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { insertMember } from '../../seed/builders';
import { insertDistributionCenter, insertStorage } from '../storages/storages.fixtures';
import { releaseStock, reserveStock, sellStock } from './stock-reservations';
import { insertProduct, insertStockRow } from './stocks.fixtures';
import { verifyStock } from './stocks.verifier';

let t: TestApp;
const db = () => t.database.db;
let buyerId: number;
let productId: number;
let storageId: number;

const columns = async (id: number) => (await db().select({ onHand: stocks.onHand, reserved: stocks.reserved }).from(stocks).where(eq(stocks.id, id)))[0]!;
const movementsOfOrder = (orderId: number) =>
  db()
    .select({
      stockId: stockMovements.stockId,
      reason: stockMovements.reason,
      onHandDelta: stockMovements.onHandDelta,
      reservedDelta: stockMovements.reservedDelta,
      actorId: stockMovements.actorId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(asc(stockMovements.id));
const newStock = (quantity: number) => insertStockRow(db(), { productId, storageId, quantity });
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertMember(db(), { username: 'vendedora' });
  buyerId = (await insertMember(db(), { username: 'compradora' })).id;
  await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  storageId = (await insertStorage(db(), (await insertDistributionCenter(db(), seller.id)).id, 'Galpão')).id;
  productId = (await insertProduct(db(), seller.id)).id;
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`reserveStock, releaseStock, sellStock (${TEST_DB})`, () => {
  it('sums the quantities of one stock, reserves each row once, one movement per stock', async () => {
    const a = await newStock(10);
    const b = await newStock(3);
    const held = await db().transaction((tx) =>
      reserveStock(tx, {
        orderId: 101,
        actorId: buyerId,
        lines: [
          { stockId: b.id, quantity: 1 },
          { stockId: a.id, quantity: 2 },
          { stockId: b.id, quantity: 2 },
        ],
      }),
    );
    expect(held).toEqual([
      { stockId: a.id, quantity: 2 },
      { stockId: b.id, quantity: 3 },
    ]);
    expect(await columns(a.id)).toEqual({ onHand: 10, reserved: 2 });
    expect(await columns(b.id)).toEqual({ onHand: 3, reserved: 3 });
    expect(await movementsOfOrder(101)).toEqual([
      { stockId: a.id, reason: 'reserved', onHandDelta: 0, reservedDelta: 2, actorId: buyerId },
      { stockId: b.id, reason: 'reserved', onHandDelta: 0, reservedDelta: 3, actorId: buyerId },
    ]);

    // Payment: the reservation becomes a sale; a second call (a settlement replayed) does nothing.
    expect(await db().transaction((tx) => sellStock(tx, { orderId: 101, actorId: null }))).toEqual(held);
    expect(await db().transaction((tx) => sellStock(tx, { orderId: 101, actorId: null }))).toEqual([]);
    expect(await db().transaction((tx) => releaseStock(tx, { orderId: 101, actorId: null }))).toEqual([]);
    expect(await columns(a.id)).toEqual({ onHand: 8, reserved: 0 });
    expect(await columns(b.id)).toEqual({ onHand: 0, reserved: 0 });
    expect((await movementsOfOrder(101)).slice(2)).toEqual([
      { stockId: a.id, reason: 'sold', onHandDelta: -2, reservedDelta: -2, actorId: null },
      { stockId: b.id, reason: 'sold', onHandDelta: -3, reservedDelta: -3, actorId: null },
    ]);
    expect(await verifyStock(db())).toEqual([]);
  });

  it("refuses a short order with the spec's message and the stock's quantity now; nothing stays reserved", async () => {
    const a = await newStock(5);
    const b = await newStock(2);
    await db().transaction((tx) => reserveStock(tx, { orderId: 201, actorId: buyerId, lines: [{ stockId: b.id, quantity: 1 }] }));
    const err = await refusal(
      db().transaction((tx) =>
        reserveStock(tx, {
          orderId: 202,
          actorId: buyerId,
          lines: [
            { stockId: a.id, quantity: 5 },
            { stockId: b.id, quantity: 1 },
            { stockId: b.id, quantity: 1 },
          ],
        }),
      ),
    );
    expect(err.status).toBe(422);
    expect(err.message).toBe('Este produto não possui estoque o suficiente. Estoque Atual: 1');
    expect(await columns(a.id)).toEqual({ onHand: 5, reserved: 0 });
    expect(await columns(b.id)).toEqual({ onHand: 2, reserved: 1 });
    expect(await movementsOfOrder(202)).toEqual([]);

    // Even a caller that swallows the refusal and commits keeps nothing of it (the savepoint is gone).
    await db().transaction(async (tx) => {
      await reserveStock(tx, {
        orderId: 203,
        actorId: buyerId,
        lines: [
          { stockId: a.id, quantity: 5 },
          { stockId: b.id, quantity: 9 },
        ],
      }).catch(() => undefined);
    });
    expect(await columns(a.id)).toEqual({ onHand: 5, reserved: 0 });
    expect(await movementsOfOrder(203)).toEqual([]);
  });

  it('refuses unknown stocks, zero, negative and absurd quantities without a database error', async () => {
    const a = await newStock(4);
    const cases: Array<[Array<{ stockId: number; quantity: number }>, number, string]> = [
      [[{ stockId: 999_999, quantity: 1 }], 404, 'Estoque não encontrado.'],
      [[{ stockId: a.id, quantity: 0 }], 400, 'A Quantidade mínima é 1.'],
      [[{ stockId: a.id, quantity: -1 }], 400, 'A Quantidade mínima é 1.'],
      [[{ stockId: a.id, quantity: 1.5 }], 400, 'A Quantidade mínima é 1.'],
      [[{ stockId: a.id, quantity: 1e12 }], 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 4'],
      [
        [
          { stockId: a.id, quantity: 2_147_483_647 },
          { stockId: a.id, quantity: 2_147_483_647 },
        ],
        422,
        'Este produto não possui estoque o suficiente. Estoque Atual: 4',
      ],
    ];
    for (const [lines, status, message] of cases) {
      const err = await refusal(db().transaction((tx) => reserveStock(tx, { orderId: 301, actorId: buyerId, lines })));
      expect([err.status, err.message], JSON.stringify(lines)).toEqual([status, message]);
    }
    expect(await columns(a.id)).toEqual({ onHand: 4, reserved: 0 });
    expect(await db().transaction((tx) => reserveStock(tx, { orderId: 302, actorId: buyerId, lines: [] }))).toEqual([]);
  });

  it('releases what the order holds, once; a later sale finds nothing', async () => {
    const a = await newStock(6);
    await db().transaction((tx) => reserveStock(tx, { orderId: 401, actorId: buyerId, lines: [{ stockId: a.id, quantity: 6 }] }));
    expect((await db().select().from(stocks).where(eq(stocks.id, a.id)))[0]).toMatchObject({ onHand: 6, reserved: 6 });
    expect(await db().transaction((tx) => releaseStock(tx, { orderId: 401, actorId: null }))).toEqual([{ stockId: a.id, quantity: 6 }]);
    expect(await db().transaction((tx) => releaseStock(tx, { orderId: 401, actorId: null }))).toEqual([]);
    expect(await db().transaction((tx) => sellStock(tx, { orderId: 401, actorId: null }))).toEqual([]);
    expect(await columns(a.id)).toEqual({ onHand: 6, reserved: 0 });
    expect((await movementsOfOrder(401)).map((m) => m.reason)).toEqual(['reserved', 'released']);
    expect(await db().transaction((tx) => releaseStock(tx, { orderId: 999_999, actorId: null }))).toEqual([]);
  });

  it('verifyStock finds a stock whose columns were written without a movement', async () => {
    const a = await newStock(2);
    await db().execute(sql`UPDATE stocks SET on_hand = on_hand + 1 WHERE id = ${a.id}`);
    expect(await verifyStock(db())).toEqual([{ kind: 'columns_mismatch', id: a.id, detail: 'on_hand 3 != 2 or reserved 0 != 0' }]);
    await db().execute(sql`UPDATE stocks SET on_hand = on_hand - 1 WHERE id = ${a.id}`);
    await db().insert(stockMovements).values({ stockId: a.id, reason: 'released', reservedDelta: -1, orderId: 501 });
    await db().execute(sql`UPDATE stocks SET reserved = 0 WHERE id = ${a.id}`);
    const problems = await verifyStock(db());
    expect(problems.map((p) => p.kind).sort()).toEqual(['columns_mismatch', 'order_released_more_than_reserved']);
    await db().delete(stockMovements).where(eq(stockMovements.orderId, 501));
    expect(await verifyStock(db())).toEqual([]);
  });
});
