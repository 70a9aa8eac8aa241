import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { unprocessable } from '../../platform/errors';
import { lockBuyerOrders, unpaidOrdersOfBuyer } from './buyer-caps.repository';

/**
 * What one buyer's unpaid orders may hold at once: scShops.MaxOpenOrdersPerBuyer and
 * MaxReservedUnitsPerBuyer (docs/marketplace.md#hoarding-limits).
 */
export interface BuyerCaps {
  maxOpenOrders: number;
  maxReservedUnits: number;
}

/** The caps: the routes' cached read, or a fresh one. */
export type BuyerCapsRead = () => Promise<BuyerCaps>;

/**
 * Refuses (422, nothing written) a new order of `units` units that would take the buyer past
 * either cap; the message says which cap and its value.
 */
export async function checkBuyerCaps(db: DbOrTx, buyerId: number, units: number, caps: BuyerCaps): Promise<void> {
  const held = await unpaidOrdersOfBuyer(db, buyerId);
  if (held.orders >= caps.maxOpenOrders) throw unprocessable(messages.orderOpenOrdersCap(caps.maxOpenOrders));
  if (held.units + units > caps.maxReservedUnits) throw unprocessable(messages.orderReservedUnitsCap(caps.maxReservedUnits, held.units));
}

/**
 * The check of the order's own transaction, under the buyer's lock and before anything is written:
 * concurrent orders of one buyer are counted one after the other, so together they never pass
 * either cap. The lock is held until the order commits or rolls back.
 */
export async function holdWithinBuyerCaps(tx: DbOrTx, buyerId: number, units: number, caps: BuyerCaps): Promise<void> {
  await lockBuyerOrders(tx, buyerId);
  await checkBuyerCaps(tx, buyerId, units, caps);
}
