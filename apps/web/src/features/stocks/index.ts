/** What the rest of the web uses from the stocks feature (its page is reached through the router). */
export { stocksKeys } from './api/queryKeys';
export { productStocksQueryOptions } from './api/productStocksQueryOptions';
