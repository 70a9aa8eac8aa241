import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  cancelOrder,
  confirmOrderReturn,
  createNewOrderPreview,
  createNewOrderWithInvoice,
  getAllOrders,
  getOrderById,
  getOrderByInvoiceId,
  updateOrderToDelivered,
  withdrawOrder,
} from '@clube/contract/orders';
import { ok, okPaged, route } from '../../platform/route';
import { createWindowLimit } from '../../platform/window-limit';
import { takeOrderCreation } from './order-creation-limits';
import { cancelByBuyer } from './order-cancel.service';
import { confirmReturnBySeller, withdrawByBuyer } from './order-withdrawal.service';
import * as service from './orders.service';
import { cachedBuyerCaps, cachedMinimumOrder } from './shops-configuration';

/** /api/store/orders (spec part 2 section 7; docs/marketplace.md#orders). */
export async function ordersRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  // scShops.MinimumOrderValue, kept like the freight table (docs/configuration.md#scshops).
  const minimumOrder = cachedMinimumOrder(db(), app.deps.config.FREIGHT_TABLE_CACHE_SECONDS * 1000);
  // scShops' caps per buyer, the same way (docs/marketplace.md#hoarding-limits).
  const caps = cachedBuyerCaps(db(), app.deps.config.FREIGHT_TABLE_CACHE_SECONDS * 1000);
  const creationLimit = createWindowLimit({ enabled: app.deps.config.RATE_LIMITS === 'on' });

  route(app, createNewOrderPreview, async ({ body, user }) => ok(await service.preview(db(), app.deps.freight, user, body!, minimumOrder, caps)));

  route(app, createNewOrderWithInvoice, async ({ body, user, req }) => {
    await takeOrderCreation(db(), creationLimit, user, req.ip);
    return ok(await service.create(db(), app.deps.freight, user, body!, new Date(), minimumOrder, caps), messages.orderCreated);
  });

  route(app, getOrderById, async ({ body, user }) => ok(await service.getOne(db(), user, { id: body!.Id })));

  route(app, getOrderByInvoiceId, async ({ body, user }) => ok(await service.getOne(db(), user, { invoiceId: body!.InvoiceId })));

  route(app, getAllOrders, async ({ body, user }) => {
    const { data, pagination } = await service.list(db(), user, body!);
    return okPaged(data, pagination);
  });

  // The buyer's own unpaid order (docs/marketplace.md#cancelling-an-unpaid-order).
  route(app, cancelOrder, async ({ params, user }) => ok(await cancelByBuyer(db(), user, params!.id), messages.orderCancelled));

  // The buyer's 7 days (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase), and the seller's receipt of the goods.
  route(app, withdrawOrder, async ({ params, user, req }) =>
    ok(await withdrawByBuyer(db(), app.deps.paymentGateway, user, params!.id, req.ip), messages.orderWithdrawn),
  );
  route(app, confirmOrderReturn, async ({ params, user }) => ok(await confirmReturnBySeller(db(), user, params!.id), messages.orderReturnConfirmed));

  route(app, updateOrderToDelivered, async ({ params, user }) => ok(await service.markDelivered(db(), user, params!.id), messages.orderUpdated));
}
