/**
 * What the rest of the API uses from stocks: the reservation service of the orders (every change
 * of a stock is a stock_movements row, docs/marketplace.md), the verifier, and the stocks of
 * products as the shop shows them.
 */
export {
  lockStocksOfOrders,
  reserveStock,
  releaseStock,
  returnStock,
  sellStock,
  type OrderStockInput,
  type ReserveStockInput,
  type StockLine,
} from './stock-reservations';
export { verifyStock, type StockProblem } from './stocks.verifier';
export { stocksOfProducts } from './stocks.service';
export { toStockDto } from './stocks.mapper';
