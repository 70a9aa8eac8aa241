/**
 * What the rest of the API uses from the orders feature: the handler of order invoices (settled,
 * cancelled pending, cancelled paid: registered by apps/api/src/invoice-handlers.ts), cancelling
 * one (operators, the seed), the job and the freight table (app.ts).
 */
export { orderInvoiceHandler } from './order-invoice-handler';
export { cancelOrderOfInvoice, isOrderInvoice, type SettledInvoice } from './order-settlement';
export { orderSaleReversalKey, type OrderReversal } from './order-reversal';
export { cancelExpiredOrders, orderInvoicesExpiryJob } from './order-expiry';
export { cachedFreightTable, freightTable } from './shops-configuration';
/** The club's share of each sold item, the base of the product's unilevel table (bonuses). */
export { orderCommissionBase, type CommissionBaseItem, type OrderCommissionBase } from './order-commission-base';
/** Placing an order and marking it delivered, for the demo club's seed (seed/demo-orders.ts). */
export { create as placeOrder, markDelivered as markOrderDelivered } from './orders.service';
