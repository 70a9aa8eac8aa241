/**
 * What the rest of the API uses from the catalog: the public store's listing (B2C: a member's
 * store shows the club's and his own products available on B2C, as the shop lists them).
 */
export { listStoreProducts } from './products.service';
