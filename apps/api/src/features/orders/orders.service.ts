import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import {
  ORDERS_PAGE_SIZE,
  type GetAllOrdersRequest,
  type Order,
  type OrderCreationRequest,
  type OrderPreview,
  type OrderPreviewRequest,
} from '@clube/contract/orders';
import type { Db, DbOrTx } from '../../db/client';
import type { FreightProvider } from '../../integrations/freight';
import { mayAccess, requireAccess } from '../../platform/access';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { conflict, forbidden } from '../../platform/errors';
import { createInvoice } from '../invoices';
import { startHoldClock } from '../ledger';
import { reserveStock } from '../stocks';
import { checkBuyerCaps, holdWithinBuyerCaps, type BuyerCapsRead } from './buyer-caps';
import { priceOrder, type MinimumOrder, type PricedOrder } from './order-pricing';
import { viewerOf } from './orders-access';
import { toOrderDto, toPreviewDto } from './orders.mapper';
import * as repo from './orders.repository';
import { buyerCaps } from './shops-configuration';
import { notifyMember, PushKind } from '../notifications';

/** Order invoices fall due this many days after the order (docs/marketplace.md#orders). */
export const ORDER_INVOICE_DAYS = 3;

export async function preview(
  db: DbOrTx,
  freight: FreightProvider,
  user: AuthUser,
  input: z.output<typeof OrderPreviewRequest>,
  minimumOrder?: MinimumOrder,
  caps: BuyerCapsRead = () => buyerCaps(db),
): Promise<OrderPreview> {
  const p = await priceOrder(db, freight, user, input, minimumOrder);
  // The cart learns of a cap before 'Finalizar compra'; the creation checks again under the lock.
  await checkBuyerCaps(db, p.buyerId, unitsOf(p), await caps());
  return toPreviewDto(p);
}

/** Every unit the order would hold reserved (docs/marketplace.md#hoarding-limits). */
const unitsOf = (p: PricedOrder) => p.lines.reduce((sum, l) => sum + l.quantity, 0);

/**
 * Places the order priced by the same function as the preview. The freight is quoted before the
 * transaction (a carrier's answer never holds a lock); then, in one transaction: the buyer's caps
 * under his lock (docs/marketplace.md#hoarding-limits), the invoice (items − discount, freight as
 * DeliverValue, due in 3 days), the order with its frozen quote and copied address, its items with
 * their prices, and the stock reservation, which refuses the whole order when a stock ran short
 * meanwhile (422, nothing kept).
 */
export async function create(
  db: Db,
  freight: FreightProvider,
  user: AuthUser,
  input: z.output<typeof OrderCreationRequest>,
  now: Date = new Date(),
  minimumOrder?: MinimumOrder,
  caps: BuyerCapsRead = () => buyerCaps(db),
): Promise<Order> {
  const p = await priceOrder(db, freight, user, input, minimumOrder);
  const limits = await caps();
  return db.transaction(async (tx) => {
    await holdWithinBuyerCaps(tx, p.buyerId, unitsOf(p), limits);
    const invoice = await createInvoice(tx, {
      userId: p.buyerId,
      type: p.type,
      description: messages.orderInvoiceDescription(p.lines[0]!.product.name, p.lines.length - 1),
      valueCents: p.paidItemsCents,
      deliverValueCents: p.deliveryCents,
      dueDate: addDays(dayInSaoPaulo(now), ORDER_INVOICE_DAYS),
    });
    const a = p.address;
    const order = await repo.insertOrder(tx, {
      buyerId: p.buyerId,
      sellerId: p.sellerId,
      isOffice: p.isOffice,
      invoiceId: invoice.id,
      type: p.type,
      itemsTotalCents: p.itemsTotalCents,
      deliveryCents: p.deliveryCents,
      discountCents: p.discountCents,
      sellerAmountCents: p.sellerAmountCents,
      deliveryType: p.selected.type,
      quote: p.quote,
      deliveryZipCode: a.zipCode,
      deliveryStreet: a.street,
      deliveryNumber: a.number,
      deliveryDistrict: a.district,
      deliveryCity: a.city,
      deliveryState: a.state,
      deliveryComplement: a.complement,
      createdAt: now,
    });
    const items = await repo.insertOrderItems(
      tx,
      p.lines.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        stockId: l.stockId,
        productName: l.product.name,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        unitDiscountCents: l.unitDiscountCents,
        officePercentageBps: l.product.officePercentageBps,
        featureIds: l.featureIds,
      })),
    );
    await reserveStock(tx, { orderId: order.id, actorId: user.id, lines: p.lines.map((l) => ({ stockId: l.stockId, quantity: l.quantity })) });
    await writeAudit(tx, auditActorById(user.id), {
      action: 'orders.created',
      target: `order:${order.id}`,
      data: { invoiceId: invoice.id, type: p.type, sellerId: p.sellerId, valueCents: p.paidItemsCents, deliveryCents: p.deliveryCents, quote: p.quote },
    });
    // Read back in the transaction that wrote it, for the caller who placed it: no gate needed.
    const view = await repo.findOrderView(tx, { id: order.id });
    return toOrderDto(view!, items, user.id);
  });
}

/**
 * The order when the caller may see it: its buyer, its seller, or for the club's own (office)
 * orders any Administrator (platform/access.ts); anyone else gets the same 404 as a missing order.
 */
export async function readableOrder(db: DbOrTx, user: AuthUser, by: { id: number } | { invoiceId: number }) {
  const view = await repo.findOrderView(db, by);
  return requireAccess(
    user,
    'order.read',
    view && { ...view, ownerIds: [view.order.buyerId, view.order.sellerId], office: view.order.isOffice },
    messages.orderNotFound,
  );
}

export async function getOne(db: DbOrTx, user: AuthUser, by: { id: number } | { invoiceId: number }): Promise<Order> {
  viewerOf(user); // PEDIDOS first (403), then ownership
  const view = await readableOrder(db, user, by);
  return toOrderDto(view, await repo.itemsOfOrders(db, [view.order.id]), user.id);
}

export async function list(db: DbOrTx, user: AuthUser, input: z.output<typeof GetAllOrdersRequest>) {
  const viewer = viewerOf(user);
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, ORDERS_PAGE_SIZE);
  const { rows, total } = await repo.searchOrders(db, {
    viewer,
    clients: input.GetClientsOrders === true,
    status: input.OrderStatus ?? undefined,
    type: input.OrderType ?? undefined,
    orderId: input.Filters?.OrderId ?? undefined,
    usernamePrefix: input.Filters?.Username || undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  const items = input.GetMoreDetails
    ? await repo.itemsOfOrders(
        db,
        rows.map((r) => r.order.id),
      )
    : [];
  const itemsOf = (orderId: number) => items.filter((i) => i.orderId === orderId);
  return { data: rows.map((r) => toOrderDto(r, itemsOf(r.order.id), user.id)), pagination: paginationResponse(page, rowsPerPage, total) };
}

/** Pago -> Entregue by its seller (for the club's own products, any Administrator). */
export async function markDelivered(db: Db, user: AuthUser, orderId: number, now: Date = new Date()): Promise<Order> {
  viewerOf(user); // PEDIDOS first (403), then ownership
  return db.transaction(async (tx) => {
    // The buyer may see it but not change it: 403 for him, 404 (as missing) for anyone else.
    const view = await readableOrder(tx, user, { id: orderId });
    if (!mayAccess(user, 'order.change', { ownerIds: [view.order.sellerId], office: view.order.isOffice })) throw forbidden(messages.orderOnlySellerDelivers);
    // The buyer's seven days start now: the held credits of the order get their day
    // (docs/bonuses.md#held-commissions). Holds before the order, as a cancellation takes them.
    await startHoldClock(tx, view.order.invoiceId, dayInSaoPaulo(now));
    const updated = await repo.markDelivered(tx, orderId, now);
    if (!updated) throw conflict(messages.orderNotPaid);
    await writeAudit(tx, auditActorById(user.id), { action: 'orders.delivered', target: `order:${orderId}` });
    await notifyMember(tx, {
      userId: updated.buyerId,
      kind: PushKind.OrderDelivered,
      title: 'Pedido entregue',
      message: `Seu pedido #${orderId} foi entregue.`,
      at: now,
    });
    return toOrderDto({ ...view, order: updated }, await repo.itemsOfOrders(tx, [orderId]), user.id);
  });
}
