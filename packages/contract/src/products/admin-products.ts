import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { multilineText, text } from '../common/text';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';
import { AdminProductEntry } from './product';

export const AdminGetAllProductsRequest = z
  .object({
    ...PagedRequest,
    /** The review queue: 1 Pendente unless said (0 Recusado, 2 Aceito, 3 Precisa de alteração). */
    OfficeStatus: z.number().int().min(0).max(3).default(1),
    /** Part of the product's name, any case. */
    Name: text().trim().max(200, messages.textTooLong).nullish(),
  })
  .strict();
export type AdminGetAllProductsRequest = z.input<typeof AdminGetAllProductsRequest>;

/** The operators' queue: products in one OfficeStatus with their sellers, oldest first (OrderByDescending: newest). */
export const adminGetAllProducts = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/getAllProducts',
  summary: 'Operador: produtos por situação (fila de aprovação)',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  body: AdminGetAllProductsRequest,
  response: envelope(z.array(AdminProductEntry)),
});

/**
 * The operator may choose the unilevel table of the product's sales as he accepts it (an Ativa
 * table: otherwise 422); null or absent keeps the product's, or the bonification center's
 * ProductsUnilevelId when it names none (docs/marketplace.md#products-and-their-approval).
 */
export const AcceptProductRequest = z
  .object({
    UnilevelId: z
      .number({ error: messages.productUnilevelInvalid })
      .int(messages.productUnilevelInvalid)
      .min(1, messages.productUnilevelInvalid)
      .max(2_147_483_647, messages.productUnilevelInvalid)
      .nullish(),
  })
  .strict();
export type AcceptProductRequest = z.input<typeof AcceptProductRequest>;

/** -> 2 Aceito: the product reaches the shop. */
export const adminAcceptProduct = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/accept',
  summary: 'Operador: aceita um produto',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  params: IdParams,
  body: AcceptProductRequest.nullish(),
  response: envelope(AdminProductEntry),
});

/** Why the operator refuses it: kept in the audit row (docs/admin.md#products); optional. */
export const RefuseProductRequest = z.object({ Reason: multilineText().trim().max(1000, messages.textTooLong).nullish() }).strict();
export type RefuseProductRequest = z.input<typeof RefuseProductRequest>;

/** -> 0 Recusado: the product leaves (or never reaches) the shop. */
export const adminRefuseProduct = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/refuse',
  summary: 'Operador: recusa um produto',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  params: IdParams,
  body: RefuseProductRequest.nullish(),
  response: envelope(AdminProductEntry),
});

export const RequestProductChangesRequest = z
  .object({
    NeedsChangeMessage: multilineText({ error: messages.needsChangeMessageRequired })
      .trim()
      .min(1, messages.needsChangeMessageRequired)
      .max(1000, messages.textTooLong),
  })
  .strict();
export type RequestProductChangesRequest = z.input<typeof RequestProductChangesRequest>;

/** -> 3 Precisa de alteração, with the message the seller reads on the edit screen. */
export const adminRequestProductChanges = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/requestChanges',
  summary: 'Operador: pede alterações num produto',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  params: IdParams,
  body: RequestProductChangesRequest,
  response: envelope(AdminProductEntry),
});
