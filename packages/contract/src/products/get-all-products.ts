import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { parseCommaDecimal } from './decimal-text';
import { ProductFilterType } from './labels';
import { ProductListEntry, ShopProductEntry } from './product';

/** Decimals of each numeric filter kind's scaled value: ID and grams whole, cm to the millimetre, price to the centavo. */
const NUMERIC_FILTER_DECIMALS: Record<number, number> = { 1: 0, 4: 0, 5: 1, 6: 1, 7: 2 };

/**
 * One filter of the products list: Type 1 ID, 2 name, 3 keyword (name, description or code),
 * 4 minimum weight (g), 5 minimum length (cm), 6 minimum height (cm), 7 minimum price (R$).
 * Numbers may come as JSON numbers or as text with a decimal comma. A blank value is no filter.
 * Read as { Type, Text } (2, 3) or { Type, Scaled } (the number × 10^decimals: cm -> mm, R$ -> centavos).
 */
export const ProductFilter = z
  .object({
    Type: z
      .number({ error: messages.productFilterInvalid })
      .int(messages.productFilterInvalid)
      .min(1, messages.productFilterInvalid)
      .max(7, messages.productFilterInvalid),
    Value: z.union([text().trim().max(200, messages.textTooLong), z.number()]).nullish(),
  })
  .strict()
  .transform((f, ctx) => {
    const raw = f.Value === null || f.Value === undefined ? '' : typeof f.Value === 'number' ? String(f.Value).replace('.', ',') : f.Value;
    if (raw === '') return null;
    const decimals = NUMERIC_FILTER_DECIMALS[f.Type];
    if (decimals === undefined) return { Type: f.Type, Text: raw, Scaled: null };
    const scaled = parseCommaDecimal(raw, decimals);
    if (scaled === undefined || (f.Type === ProductFilterType.Id && (scaled < 1 || scaled > 2_147_483_647))) {
      ctx.addIssue({ code: 'custom', path: ['Value'], message: messages.productFilterNumber });
      return z.NEVER;
    }
    return { Type: f.Type, Text: null, Scaled: scaled };
  });
export type ProductFilter = z.input<typeof ProductFilter>;

const idRef = (message: string) =>
  z.union([idField(message), z.object({ Id: idField(message) }).strict()]).transform((v) => (typeof v === 'number' ? v : v.Id));

/**
 * The spec's product query. Two readings (docs/marketplace.md, "Shop listing"):
 * - IsFromMarketplace false: the caller's own products (an Administrator: every product), 50 a page;
 * - IsFromMarketplace true (the shop): forced OnlyWithStock, OfficeStatus Aceito, status available
 *   on B2B (2 or 4), 24 a page, stock only of the storages serving the buyer's address (the
 *   DeliveryAddressId given, else his newest address); IsOfficeProduct true/false is the origin
 *   filter (Produtos do Admin / Produtos dos Usuários). The buyer's own products are not offered.
 * PaginationFilter.Type: 1 by Id (default, newest first), 2 by name, 3 by NumberOfSales.
 */
export const GetAllProductsRequest = z
  .object({
    ...PagedRequest,
    OfficeStatus: z.number().int().min(0).max(3).nullish(),
    ProductStatus: z.number().int().min(1).max(4).nullish(),
    ProductType: z.number().int().min(1).max(2).nullish(),
    Filters: z
      .array(ProductFilter)
      .max(7)
      .nullish()
      .transform((list) => (list ?? []).filter((f) => f !== null)),
    Categories: z.array(idRef(messages.productCategoryNotFound)).max(20).nullish(),
    Features: z.array(idRef(messages.featureNotFound)).max(20).nullish(),
    OnlyWithStock: z.boolean().nullish(),
    IgnorePagination: z.boolean().nullish(),
    GetStockDetails: z.boolean().nullish(),
    IsOfficeProduct: z.boolean().nullish(),
    IsFromMarketplace: z.boolean().nullish(),
    GetOnlyTheRightStorages: z.boolean().nullish(),
    /** The shop: which of the buyer's addresses the stock must reach (default: his newest). */
    DeliveryAddressId: idField(messages.addressNotFound).nullish(),
  })
  .strict();
export type GetAllProductsRequest = z.input<typeof GetAllProductsRequest>;
export type ProductQuery = z.output<typeof GetAllProductsRequest>;

/**
 * Entries are ProductListEntry in the seller's list and ShopProductEntry in the shop
 * (IsFromMarketplace true): the buyer does not see a product's status, share or codes.
 */
export const getAllProducts = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/products/getAllProducts',
  summary: 'Produtos do vendedor, ou a vitrine da loja (IsFromMarketplace)',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: GetAllProductsRequest,
  response: envelope(z.array(z.union([ProductListEntry, ShopProductEntry]))),
});
