/**
 * What the rest of the web uses from the shop feature (its pages are reached through the router):
 * its cache keys, and the product grid, detail, filters and cart that a public store shows too
 * (features/store), with B2C pricing and its own cart per store.
 */
export { shopKeys } from './api/queryKeys';
export { BackToProducts } from './components/BackToProducts';
export { CartLayout } from './components/CartLayout';
export { CartPanel, type CartPanelProps } from './components/CartPanel';
export { ProductBrowser } from './components/ProductBrowser';
export { emptyCart, type Cart, type CartLine, type Pricing, type StockOption } from './lib/cart';
export { useCart, type UseCartOptions } from './lib/useCart';
export { useListingFilters, type ListingFilters } from './lib/useListingFilters';
