import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PaginationSettingsRequest } from '../common/pagination';
import { text } from '../common/text';
import { SHOP_PAGE_SIZE, ShopProductEntry } from '../products/product';
import { idField } from '../storages/ids';
import { StoreParams } from './store';

const categoryRef = z
  .union([idField(messages.productCategoryNotFound), z.object({ Id: idField(messages.productCategoryNotFound) }).strict()])
  .transform((v) => (typeof v === 'number' ? v : v.Id));

/**
 * A page of 24 of a member's public store, with the shop's filters: product or service
 * (ProductType 1 or 2), category, and part of the name (blank: no filter). A signed-in store client
 * may name which of his addresses the stock must reach (default: his newest); a visitor sees the
 * stock of National storages. PaginationFilter.Type: 1 newest first, 2 by name, 3 best sellers.
 */
export const StoreProductsRequest = z
  .object({
    PaginationSettings: PaginationSettingsRequest.default({ Page: 1, RowsPerPage: SHOP_PAGE_SIZE }),
    PaginationFilter: z
      .object({ Type: z.number().int().min(1).max(3).optional(), OrderByDescending: z.boolean().optional() })
      .strict()
      .optional(),
    ProductType: z.number().int().min(1, messages.productTypeRequired).max(2, messages.productTypeRequired).nullish(),
    Categories: z.array(categoryRef).max(20).nullish(),
    Name: text().trim().max(200, messages.textTooLong).nullish(),
    DeliveryAddressId: idField(messages.addressNotFound).nullish(),
  })
  .strict();
export type StoreProductsRequest = z.input<typeof StoreProductsRequest>;

/**
 * Entries are the shop's, priced for B2C (docs/marketplace.md#public-store): a store client pays
 * the list price, so DealerDiscount is 0 and DealerPrice equals Price.
 */
export const getAllStoreProducts = defineEndpoint({
  method: 'POST',
  path: '/api/store/public/getAllStoreProducts/:username',
  summary: 'Vitrine da loja pública de um sócio (B2C, 24 por página)',
  tags: ['store'],
  auth: false,
  params: StoreParams,
  body: StoreProductsRequest,
  response: envelope(z.array(ShopProductEntry)),
});
