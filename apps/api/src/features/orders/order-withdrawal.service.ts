import { messages } from '@clube/contract';
import { OrderStatus, type Order } from '@clube/contract/orders';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments';
import { mayAccess } from '../../platform/access';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { conflict, forbidden } from '../../platform/errors';
import { cancelPaidInvoiceForWithdrawal } from '../invoices';
import { notifyMember, PushKind } from '../notifications';
import { refundGatewaySettlement, reverseGatewaySettlement, type PendingGatewayRefund } from '../payments';
import { returnStock } from '../stocks';
import { viewerOf } from './orders-access';
import { toOrderDto } from './orders.mapper';
import { readableOrder } from './orders.service';
import { withdrawalWindow } from './order-withdrawal-window';
import * as repo from './orders.repository';

/**
 * 'Desistir da compra' (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase), by the buyer, in
 * one transaction that goes through the invoice lifecycle's cancel-paid core
 * (cancelPaidInvoiceForWithdrawal): the invoice Pago -> Cancelado, the commissions and the seller's
 * credit undone by their handlers, the order Devolução pendente (its handler, told it is a
 * withdrawal), a balance payment back to the buyer's wallet, a gateway's payment reversed in the
 * books; then, after the commit, the gateway's refund (docs/payments.md#refund-by-the-same-means).
 *
 * Who: PEDIDOS (403), the order his to see (anyone else: 404), his to withdraw (its seller: 403).
 * What: under the invoice's and then the order's lock (the settlement's order), a Pago or Entregue
 * order inside its 7 days; a second withdrawal waiting on those locks finds it Devolução pendente
 * and gets 409, so the money goes back once. The buyer and the seller are notified.
 */
export async function withdrawByBuyer(
  db: Db,
  gateway: PaymentGateway,
  user: AuthUser,
  orderId: number,
  ip: string | null,
  now: Date = new Date(),
): Promise<Order> {
  viewerOf(user);
  const { order, pending } = await db.transaction(async (tx) => {
    const view = await readableOrder(tx, user, { id: orderId });
    if (!mayAccess(user, 'order.withdraw', { ownerIds: [view.order.buyerId] })) throw forbidden(messages.orderOnlyBuyerWithdraws);
    const done = await cancelPaidInvoiceForWithdrawal(tx, view.order.invoiceId, {
      actor: { userId: user.id, ip },
      reason: messages.orderWithdrawnReason,
      now,
      check: async () => {
        const locked = (await repo.lockOrder(tx, orderId))!;
        if (locked.status === OrderStatus.DevolucaoPendente || locked.status === OrderStatus.Devolvido) throw conflict(messages.orderAlreadyWithdrawn);
        if (locked.status !== OrderStatus.Pago && locked.status !== OrderStatus.Entregue) throw conflict(messages.orderWithdrawalNotPaid);
        if (!withdrawalWindow(locked, now).open) throw conflict(messages.orderWithdrawalExpired);
      },
    });
    const viaGateway = done.settledVia === 'mercadopago' || done.settledVia === 'offline';
    const pending: PendingGatewayRefund | undefined = viaGateway ? await reverseGatewaySettlement(tx, view.order.invoiceId, now) : undefined;
    await notifyMember(tx, {
      userId: view.order.buyerId,
      kind: PushKind.OrderWithdrawn,
      title: messages.orderWithdrawnBuyerTitle,
      message: messages.orderWithdrawnBuyerMessage(orderId),
      at: now,
    });
    if (!view.order.isOffice) {
      await notifyMember(tx, {
        userId: view.order.sellerId,
        kind: PushKind.OrderWithdrawn,
        title: messages.orderWithdrawnSellerTitle,
        message: messages.orderWithdrawnSellerMessage(orderId),
        at: now,
      });
    }
    const updated = (await repo.lockOrder(tx, orderId))!;
    return { order: toOrderDto({ ...view, order: updated }, await repo.itemsOfOrders(tx, [orderId]), user.id, now), pending };
  });
  // The provider is called once the withdrawal is committed: never while holding a lock.
  if (pending) await refundGatewaySettlement(db, gateway, pending);
  return order;
}

/**
 * 'Confirmar devolução' by the seller (for the club's own products, any Administrator): Devolução
 * pendente -> Devolvido by a conditional update, and only then the order's sold units go back on
 * hand ('returned' movements). Two confirmations at once: the second waits on the order's row,
 * finds it Devolvido, and gets 409; the stock returns once.
 */
export async function confirmReturnBySeller(db: Db, user: AuthUser, orderId: number, now: Date = new Date()): Promise<Order> {
  viewerOf(user);
  return db.transaction(async (tx) => {
    const view = await readableOrder(tx, user, { id: orderId });
    if (!mayAccess(user, 'order.change', { ownerIds: [view.order.sellerId], office: view.order.isOffice })) {
      throw forbidden(messages.orderOnlySellerConfirmsReturn);
    }
    const returned = await repo.markReturned(tx, orderId, now);
    if (!returned) throw conflict(messages.orderReturnNotPending);
    const lines = await returnStock(tx, { orderId, actorId: user.id });
    await writeAudit(tx, auditActorById(user.id), {
      action: 'orders.returned',
      target: `order:${orderId}`,
      before: { status: OrderStatus.DevolucaoPendente },
      after: { status: OrderStatus.Devolvido },
      data: { stockReturned: lines },
    });
    return toOrderDto({ ...view, order: returned }, await repo.itemsOfOrders(tx, [orderId]), user.id, now);
  });
}
