import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface StockProblem {
  kind: 'columns_mismatch' | 'negative_quantity' | 'order_released_more_than_reserved' | 'movement_without_order' | 'malformed_movement';
  id: number;
  detail: string;
}

/**
 * Proves the stocks the way verifyLedger proves the money: every stock's on_hand and reserved equal
 * the sums of its movements, no quantity is negative, no order gave back more than it reserved,
 * order movements name their order, and each reason moves the columns it should. Returns what it
 * finds (nothing, when sound).
 */
export async function verifyStock(db: DbOrTx): Promise<StockProblem[]> {
  const problems: StockProblem[] = [];
  const mismatched = await db.execute(sql`
    SELECT s.id, s.on_hand, s.reserved,
           COALESCE(SUM(m.on_hand_delta), 0)::text AS on_hand_sum, COALESCE(SUM(m.reserved_delta), 0)::text AS reserved_sum
    FROM stocks s LEFT JOIN stock_movements m ON m.stock_id = s.id
    GROUP BY s.id
    HAVING s.on_hand <> COALESCE(SUM(m.on_hand_delta), 0) OR s.reserved <> COALESCE(SUM(m.reserved_delta), 0)`);
  for (const r of rowsOf(mismatched)) {
    problems.push({
      kind: 'columns_mismatch',
      id: Number(r.id),
      detail: `on_hand ${r.on_hand} != ${r.on_hand_sum} or reserved ${r.reserved} != ${r.reserved_sum}`,
    });
  }
  const negative = await db.execute(sql`SELECT id, on_hand, reserved FROM stocks WHERE reserved < 0 OR on_hand < reserved`);
  for (const r of rowsOf(negative)) problems.push({ kind: 'negative_quantity', id: Number(r.id), detail: `on_hand ${r.on_hand}, reserved ${r.reserved}` });
  const overReleased = await db.execute(sql`
    SELECT order_id, stock_id, SUM(reserved_delta)::text AS held FROM stock_movements
    WHERE order_id IS NOT NULL GROUP BY order_id, stock_id HAVING SUM(reserved_delta) < 0`);
  for (const r of rowsOf(overReleased)) {
    problems.push({ kind: 'order_released_more_than_reserved', id: Number(r.order_id), detail: `stock ${r.stock_id} held ${r.held}` });
  }
  const orphan = await db.execute(
    sql`SELECT id, reason FROM stock_movements WHERE reason IN ('reserved', 'released', 'sold', 'returned') AND order_id IS NULL`,
  );
  for (const r of rowsOf(orphan)) problems.push({ kind: 'movement_without_order', id: Number(r.id), detail: String(r.reason) });
  const malformed = await db.execute(sql`
    SELECT id, reason, on_hand_delta, reserved_delta FROM stock_movements WHERE NOT (
      (reason = 'created' AND on_hand_delta >= 0 AND reserved_delta = 0) OR
      (reason = 'adjusted' AND reserved_delta = 0) OR
      (reason = 'reserved' AND on_hand_delta = 0 AND reserved_delta > 0) OR
      (reason = 'released' AND on_hand_delta = 0 AND reserved_delta < 0) OR
      (reason = 'sold' AND on_hand_delta = reserved_delta AND reserved_delta < 0) OR
      (reason = 'returned' AND on_hand_delta > 0 AND reserved_delta = 0))`);
  for (const r of rowsOf(malformed)) {
    problems.push({ kind: 'malformed_movement', id: Number(r.id), detail: `${r.reason}: on_hand ${r.on_hand_delta}, reserved ${r.reserved_delta}` });
  }
  return problems;
}
