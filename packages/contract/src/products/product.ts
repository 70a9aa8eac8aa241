import { z } from 'zod';
import { StockFeature } from '../stocks/stock';

/** Spec part 2 section 9: the shop's page of 24; the other lists page by 50. */
export const SHOP_PAGE_SIZE = 24;
export const PRODUCTS_PAGE_SIZE = 50;
/** IgnorePagination answers at most this many products (the product form's pickers). */
export const PRODUCTS_UNPAGED_MAX = 500;
/**
 * The shop counts its matches at most this many pages past the current one (docs/marketplace.md,
 * "Shop listing"): PaginationSettings.TotalRows is then offset + SHOP_PAGES_AHEAD × 24 + 1, every
 * page it announces exists, and the last page grows as the buyer walks on.
 */
export const SHOP_PAGES_AHEAD = 10;

/** Whether a shop page's total was cut (more products exist past the last page announced). */
export function shopTotalIsCapped(page: number, totalRows: number): boolean {
  return totalRows === (page - 1) * SHOP_PAGE_SIZE + SHOP_PAGES_AHEAD * SHOP_PAGE_SIZE + 1;
}

/** A product image: its stored file is served at FullUrl (GET, open) with the type its bytes show. */
export const ProductImage = z.object({
  Id: z.number().int(),
  StoredFile: z.object({
    Id: z.number().int(),
    FullUrl: z.string(),
    ContentType: z.string(),
    OriginalFileName: z.string(),
  }),
});
export type ProductImage = z.infer<typeof ProductImage>;

/** A stock option of a listed product: Quantity is what can still be sold (on hand minus reserved). */
export const ProductStock = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Quantity: z.number().int(),
  StorageId: z.number().int(),
  StockFeatures: z.array(StockFeature),
});
export type ProductStock = z.infer<typeof ProductStock>;

/** What a buyer sees of a product. Money in reais; Weight in grams; Length, Width, Height in cm. */
export const ShopProduct = z.object({
  Id: z.number().int(),
  /** The seller (a member, or the administrator for the club's own products). */
  UserId: z.number().int(),
  IsOfficeProduct: z.boolean(),
  Type: z.number().int(),
  TypeFormatted: z.string(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  DealerDiscount: z.number(),
  /** Price − DealerDiscount: what a member pays. */
  DealerPrice: z.number(),
  Weight: z.number().int(),
  Length: z.number(),
  Width: z.number(),
  Height: z.number(),
  NumberOfSales: z.number().int(),
  Categories: z.array(z.number().int()),
});
export type ShopProduct = z.infer<typeof ShopProduct>;

/** The whole product, for its owner and the operators. OfficePercentage in percent (12.5 = 12,5 %). */
export const Product = ShopProduct.extend({
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  OfficeStatus: z.number().int(),
  OfficeStatusFormatted: z.string(),
  OfficeStatusColor: z.string(),
  NeedsChangeMessage: z.string().nullable(),
  OfficePercentage: z.number(),
  NCM: z.string().nullable(),
  Code: z.string().nullable(),
  UnilevelId: z.number().int().nullable(),
  Created: z.string(),
  Updated: z.string(),
});
export type Product = z.infer<typeof Product>;

/** One row of the seller's (or an Administrator's) products list; Stocks only with GetStockDetails. */
export const ProductListEntry = z.object({
  Product,
  ProductImages: z.array(ProductImage),
  Stocks: z.array(ProductStock),
});
export type ProductListEntry = z.infer<typeof ProductListEntry>;

/** One card of the shop: Stocks are the options the buyer can have delivered (available, from storages serving him). */
export const ShopProductEntry = z.object({
  Product: ShopProduct,
  ProductImages: z.array(ProductImage),
  Stocks: z.array(ProductStock),
});
export type ShopProductEntry = z.infer<typeof ShopProductEntry>;

export const ProductSeller = z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() });

/** What an operator reviews: the product and who sells it. */
export const AdminProductEntry = ProductListEntry.extend({ Seller: ProductSeller });
export type AdminProductEntry = z.infer<typeof AdminProductEntry>;
