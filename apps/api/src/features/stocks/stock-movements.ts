import type { DbOrTx } from '../../db/client';
import { stockMovements } from '../../db/schema';

export type MovementReason = (typeof stockMovements.$inferInsert)['reason'];

export interface Movement {
  stockId: number;
  reason: MovementReason;
  onHandDelta?: number;
  reservedDelta?: number;
  orderId?: number | null;
  actorId?: number | null;
}

/**
 * Writes the movements of a change, in the same transaction as the change itself: the sum of a
 * stock's movements is always its columns (docs/marketplace.md; stocks.verifier.ts proves it).
 */
export async function recordMovements(db: DbOrTx, movements: Movement[]) {
  if (!movements.length) return;
  await db.insert(stockMovements).values(
    movements.map((m) => ({
      stockId: m.stockId,
      reason: m.reason,
      onHandDelta: m.onHandDelta ?? 0,
      reservedDelta: m.reservedDelta ?? 0,
      orderId: m.orderId ?? null,
      actorId: m.actorId ?? null,
    })),
  );
}
