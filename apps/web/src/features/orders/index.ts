/** What the rest of the web uses from the orders feature (the shop invalidates its lists after an order). */
export { ordersKeys } from './api/queryKeys';
