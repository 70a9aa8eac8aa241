/** What the rest of the web uses from the orders feature (the shop invalidates its lists after an order; a store client's home lists his). */
export { ordersKeys } from './api/queryKeys';
export { OrdersTable } from './components/OrdersTable';
