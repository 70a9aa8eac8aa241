import type { z } from 'zod';
import { MAX_PAGE_SIZE, messages, paginationResponse } from '@clube/contract';
import { OfficeStatus, type AdminGetAllProductsRequest, type AdminProductEntry } from '@clube/contract/products';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { escapeLike } from './like';
import { searchProducts } from './product-search.repository';
import { toAdminEntry } from './products.mapper';
import * as repo from './products.repository';
import { checkUsableUnilevel } from './product-unilevel';

/** The operators' queue: products in one OfficeStatus (Pendente unless asked), oldest first, with their sellers. */
export async function listByOfficeStatus(db: DbOrTx, input: z.output<typeof AdminGetAllProductsRequest>) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, MAX_PAGE_SIZE);
  const { rows, total } = await searchProducts(db, {
    scope: { kind: 'all' },
    officeStatus: input.OfficeStatus,
    nameContains: input.Name ? escapeLike(input.Name) : undefined,
    onlyWithStock: false,
    withStocks: false,
    onlyAvailableStocks: false,
    withSeller: true,
    sort: 'id',
    descending: input.PaginationFilter?.OrderByDescending ?? false,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toAdminEntry), pagination: paginationResponse(page, rowsPerPage, total) };
}

async function viewOf(db: DbOrTx, id: number): Promise<AdminProductEntry> {
  const { rows } = await searchProducts(db, {
    scope: { kind: 'all' },
    id,
    onlyWithStock: false,
    withStocks: false,
    onlyAvailableStocks: false,
    withSeller: true,
    sort: 'id',
    descending: true,
    limit: 1,
    offset: 0,
  });
  return toAdminEntry(rows[0]!);
}

const actions: Record<number, string> = {
  [OfficeStatus.Aceito]: 'product.accept',
  [OfficeStatus.Recusado]: 'product.refuse',
  [OfficeStatus.PrecisaDeAlteracao]: 'product.request_changes',
};

/**
 * An operator's answer to a product: Aceito (it reaches the shop), Recusado, or Precisa de
 * alteração with the message the seller reads. Any review state may change to another (an
 * accepted product can be taken down); the same one again is a conflict. Accepting may set the
 * product's unilevel table (an Ativa one). Audited.
 */
export async function review(
  db: Db,
  operator: AuthUser,
  id: number,
  officeStatus: 0 | 2 | 3,
  needsChangeMessage: string | null = null,
  unilevelId: number | null = null,
): Promise<AdminProductEntry> {
  return db.transaction(async (tx) => {
    const current = await repo.lockProduct(tx, id);
    if (!current) throw notFound(messages.productNotFound);
    if (current.officeStatus === officeStatus && current.needsChangeMessage === needsChangeMessage) {
      throw conflict(messages.productAlreadyInOfficeStatus);
    }
    // Accepting, the operator may choose the table of the product's sales (docs/marketplace.md#products-and-their-approval).
    const newTable = unilevelId !== null && unilevelId !== current.unilevelId ? unilevelId : undefined;
    if (newTable !== undefined) await checkUsableUnilevel(tx, newTable);
    await repo.setOfficeStatus(tx, id, officeStatus, needsChangeMessage, newTable);
    await repo.insertAudit(tx, {
      actorId: operator.id,
      action: actions[officeStatus]!,
      target: `product:${id}`,
      data: {
        ownerId: current.ownerId,
        from: current.officeStatus,
        to: officeStatus,
        ...(needsChangeMessage ? { needsChangeMessage } : {}),
        ...(newTable !== undefined ? { unilevelId: { before: current.unilevelId, after: newTable } } : {}),
      },
    });
    return viewOf(tx, id);
  });
}
