/**
 * What the rest of the API uses from the orders feature: the settlement of an order invoice
 * (payments), cancelling one (the expiry job, operators), the job and the freight table (app.ts).
 */
export { onOrderInvoicePaid, cancelOrderOfInvoice, isOrderInvoice, type SettledInvoice } from './order-settlement';
/** A paid order's payment went back to the buyer: the seller's credit is taken back (bonuses' paid-invoice cancellation). */
export { onOrderPaymentReversed, orderSaleReversalKey, type OrderReversal } from './order-reversal';
export { cancelExpiredOrders, orderInvoicesExpiryJob } from './order-expiry';
export { cachedFreightTable, freightTable } from './shops-configuration';
/** The club's share of each sold item, the base of the product's unilevel table (bonuses). */
export { orderCommissionBase, type CommissionBaseItem, type OrderCommissionBase } from './order-commission-base';
/** Placing an order and marking it delivered, for the demo club's seed (seed/demo-orders.ts). */
export { create as placeOrder, markDelivered as markOrderDelivered } from './orders.service';
