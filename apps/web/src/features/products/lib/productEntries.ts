import type { ProductListEntry, ShopProductEntry } from '@clube/contract/products';

/** getAllProducts answers the seller's entries (with status and share) outside the shop; this tells them apart. */
export const isProductListEntry = (e: ProductListEntry | ShopProductEntry): e is ProductListEntry => 'OfficeStatus' in e.Product;
