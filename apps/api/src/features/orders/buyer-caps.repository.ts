import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/**
 * Makes the buyer's order creations take turns until the transaction ends: one transaction-scoped
 * advisory lock per buyer, taken before anything else is written or locked, so that two orders of
 * one buyer cannot both count the same unpaid orders (docs/marketplace.md#hoarding-limits). Only
 * order creation takes it: no other writer waits on it.
 */
export async function lockBuyerOrders(tx: DbOrTx, buyerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders:buyer:${buyerId}`}, 0))`);
}

/** The buyer's orders still Aguardando Pagamento and the units they hold reserved (orders_buyer_unpaid_idx). */
export async function unpaidOrdersOfBuyer(db: DbOrTx, buyerId: number): Promise<{ orders: number; units: number }> {
  const [row] = await db
    .select({ orders: sql<number>`count(DISTINCT ${orders.id})::int`, units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::bigint` })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, OrderStatus.AguardandoPagamento)));
  return { orders: Number(row?.orders ?? 0), units: Number(row?.units ?? 0) };
}
