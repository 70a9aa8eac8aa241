import { inArray, sql } from 'drizzle-orm';
import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { stocks } from '../../db/schema';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { recordMovements, type MovementReason } from './stock-movements';

/** A quantity of one stock row. */
export interface StockLine {
  stockId: number;
  quantity: number;
}

export interface ReserveStockInput {
  orderId: number;
  /** Who placed the order; null for the system (a job). */
  actorId: number | null;
  lines: StockLine[];
}

export interface OrderStockInput {
  orderId: number;
  actorId: number | null;
}

/** The quantities of the same stock summed, in stock-id order (every writer locks stock rows in that order: no deadlocks). */
function summed(lines: StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.stockId) || l.stockId < 1) throw notFound(messages.stockNotFound);
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1) throw badRequest(messages.stockQuantityMin);
    totals.set(l.stockId, (totals.get(l.stockId) ?? 0) + l.quantity);
  }
  return [...totals].sort((a, b) => a[0] - b[0]).map(([stockId, quantity]) => ({ stockId, quantity }));
}

/**
 * Reserves an order's quantities: one conditional update per stock row (`on_hand - reserved >= q`),
 * never a read-then-write, and a 'reserved' movement for each. If any row is short, nothing stays
 * reserved (a savepoint inside the caller's transaction is rolled back) and the 422 says how many
 * units that stock still has: 'Este produto não possui estoque o suficiente. Estoque Atual: {n}'.
 * docs/marketplace.md, "Stock that never oversells".
 */
export async function reserveStock(tx: DbOrTx, input: ReserveStockInput): Promise<StockLine[]> {
  const lines = summed(input.lines);
  if (!lines.length) return [];
  return tx.transaction(async (sp) => {
    for (const { stockId, quantity } of lines) {
      // bigint: a sum beyond the integer range is simply "not enough", not a database error.
      const updated = await sp.execute(sql`
        UPDATE stocks SET reserved = reserved + ${quantity}::bigint, updated_at = now()
        WHERE id = ${stockId} AND on_hand - reserved >= ${quantity}::bigint
        RETURNING id`);
      if (!rowsOf(updated).length) {
        const now = rowsOf<{ available: number }>(await sp.execute(sql`SELECT on_hand - reserved AS available FROM stocks WHERE id = ${stockId}`));
        if (!now.length) throw notFound(messages.stockNotFound);
        throw unprocessable(messages.stockNotEnough(Number(now[0]!.available)));
      }
    }
    await recordMovements(
      sp,
      lines.map((l) => ({ stockId: l.stockId, reason: 'reserved', reservedDelta: l.quantity, orderId: input.orderId, actorId: input.actorId })),
    );
    return lines;
  });
}

/**
 * Locks, in stock-id order, every stock row the given orders ever moved: a transaction that then
 * releases or sells several orders' stock one order after the other (a batch of the expiry job)
 * takes its row locks in the order every other writer does, so it cannot deadlock with them.
 */
export async function lockStocksOfOrders(tx: DbOrTx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`
    SELECT id FROM stocks
    WHERE id IN (SELECT stock_id FROM stock_movements WHERE order_id = ANY(${sql.param(orderIds)}::int[]))
    ORDER BY id FOR UPDATE`);
}

/**
 * What the order still holds reserved, per stock. Its stock rows are locked first (in id order),
 * so that a second release or sale of the same order, waiting on those locks, reads the movements
 * the first one wrote and finds nothing left.
 */
async function lockAndReadHeld(tx: DbOrTx, orderId: number): Promise<StockLine[]> {
  const ids = rowsOf<{ stock_id: number }>(
    await tx.execute(sql`SELECT DISTINCT stock_id FROM stock_movements WHERE order_id = ${orderId} ORDER BY stock_id`),
  ).map((r) => Number(r.stock_id));
  if (!ids.length) return [];
  await tx.execute(sql`SELECT id FROM stocks WHERE ${inArray(stocks.id, ids)} ORDER BY id FOR UPDATE`);
  return rowsOf<{ stock_id: number; held: string }>(
    await tx.execute(sql`
      SELECT stock_id, SUM(reserved_delta)::text AS held FROM stock_movements
      WHERE order_id = ${orderId} GROUP BY stock_id HAVING SUM(reserved_delta) > 0 ORDER BY stock_id`),
  ).map((r) => ({ stockId: Number(r.stock_id), quantity: Number(r.held) }));
}

async function settle(tx: DbOrTx, input: OrderStockInput, reason: Extract<MovementReason, 'released' | 'sold'>): Promise<StockLine[]> {
  const held = await lockAndReadHeld(tx, input.orderId);
  for (const { stockId, quantity } of held) {
    const onHand = reason === 'sold' ? quantity : 0;
    const updated = await tx.execute(sql`
      UPDATE stocks SET reserved = reserved - ${quantity}, on_hand = on_hand - ${onHand}, updated_at = now()
      WHERE id = ${stockId} AND reserved >= ${quantity}
      RETURNING id`);
    // The movements say the order holds it, so the row does: otherwise the stock is broken (verifyStock).
    if (!rowsOf(updated).length) throw new Error(`stock ${stockId} holds less than order ${input.orderId} reserved`);
  }
  await recordMovements(
    tx,
    held.map((h) => ({
      stockId: h.stockId,
      reason,
      reservedDelta: -h.quantity,
      onHandDelta: reason === 'sold' ? -h.quantity : 0,
      orderId: input.orderId,
      actorId: input.actorId,
    })),
  );
  return held;
}

/** Returns to sale what the order still holds reserved ('released' movements). A second call finds nothing and does nothing. */
export function releaseStock(tx: DbOrTx, input: OrderStockInput): Promise<StockLine[]> {
  return settle(tx, input, 'released');
}

/** Turns what the order holds reserved into a sale: on hand and reserved both go down ('sold'). Idempotent. */
export function sellStock(tx: DbOrTx, input: OrderStockInput): Promise<StockLine[]> {
  return settle(tx, input, 'sold');
}

/**
 * The goods of a withdrawn order came back (docs/marketplace.md#withdrawal-of-a-purchase): what the
 * order sold and has not returned yet goes back on hand, one 'returned' movement per stock, its
 * rows locked in id order first. A second call finds nothing left to return and does nothing (the
 * order's own Devolução pendente -> Devolvido update already lets only one confirmation through).
 */
export async function returnStock(tx: DbOrTx, input: OrderStockInput): Promise<StockLine[]> {
  await lockStocksOfOrders(tx, [input.orderId]);
  const sold = rowsOf<{ stock_id: number; qty: string }>(
    await tx.execute(sql`
      SELECT stock_id, (-SUM(on_hand_delta))::text AS qty FROM stock_movements
      WHERE order_id = ${input.orderId} AND reason IN ('sold', 'returned')
      GROUP BY stock_id HAVING SUM(on_hand_delta) < 0 ORDER BY stock_id`),
  ).map((r) => ({ stockId: Number(r.stock_id), quantity: Number(r.qty) }));
  for (const { stockId, quantity } of sold) {
    await tx.execute(sql`UPDATE stocks SET on_hand = on_hand + ${quantity}, updated_at = now() WHERE id = ${stockId}`);
  }
  await recordMovements(
    tx,
    sold.map((l) => ({ stockId: l.stockId, reason: 'returned', onHandDelta: l.quantity, orderId: input.orderId, actorId: input.actorId })),
  );
  return sold;
}
