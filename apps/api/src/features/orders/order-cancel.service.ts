import { messages } from '@clube/contract';
import { OrderStatus, type Order } from '@clube/contract/orders';
import type { Db } from '../../db/client';
import { mayAccess } from '../../platform/access';
import type { AuthUser } from '../../platform/auth';
import { conflict, forbidden } from '../../platform/errors';
import { cancelOrderOfInvoice } from './order-settlement';
import { viewerOf } from './orders-access';
import { toOrderDto } from './orders.mapper';
import { readableOrder } from './orders.service';
import * as repo from './orders.repository';

/**
 * The buyer cancels his unpaid order (docs/marketplace.md#cancelling-an-unpaid-order), in one
 * transaction: its invoice Pendente -> Cancelado through the invoices feature's guarded update,
 * whose order handler cancels the order and releases its stock at once (one `released` movement
 * per stock, an `orders.cancelled` audit row with the buyer as actor).
 *
 * Who: PEDIDOS first (403), then the order must be his to see (anyone else: 404 as if missing),
 * then his to cancel: its seller (or an operator, for the club's own order) sees it but gets 403.
 * Only then its status is told: a payment that got there first (or a cancellation) leaves the
 * guarded update nothing to change, and the answer is 409 with what happened.
 */
export async function cancelByBuyer(db: Db, user: AuthUser, orderId: number, now: Date = new Date()): Promise<Order> {
  viewerOf(user);
  return db.transaction(async (tx) => {
    const view = await readableOrder(tx, user, { id: orderId });
    if (!mayAccess(user, 'order.cancel', { ownerIds: [view.order.buyerId] })) throw forbidden(messages.orderOnlyBuyerCancels);
    const cancelled = await cancelOrderOfInvoice(tx, view.order.invoiceId, user.id, now);
    if (!cancelled) {
      // The guarded update waited for a racing payment or cancellation to commit: read what it left.
      const current = await repo.orderOfInvoice(tx, view.order.invoiceId);
      throw conflict(current?.status === OrderStatus.Cancelado ? messages.orderAlreadyCancelled : messages.orderPaidCannotCancel);
    }
    return toOrderDto({ ...view, order: cancelled }, await repo.itemsOfOrders(tx, [orderId]), user.id);
  });
}
