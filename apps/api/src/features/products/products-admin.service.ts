import type { z } from 'zod';
import { MAX_PAGE_SIZE, messages, paginationResponse } from '@clube/contract';
import { OfficeStatus, type AdminGetAllProductsRequest, type AdminProductEntry } from '@clube/contract/products';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
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

export interface ReviewOptions {
  /** Precisa de alteração: the message the seller reads (also the audit row's reason). */
  needsChangeMessage?: string | null;
  /** Aceito: the unilevel table of the product's sales, when the operator picks one. */
  unilevelId?: number | null;
  /** Recusado: why, kept in the audit row only. */
  reason?: string | null;
}

/**
 * An operator's answer to a product: Aceito (it reaches the shop), Recusado, or Precisa de
 * alteração with the message the seller reads. Any review state may change to another (an
 * accepted product can be taken down); the same one again is a conflict. Accepting may set the
 * product's unilevel table (an Ativa one). One audit row, with the review fields before and after
 * (docs/admin.md#products).
 */
export async function review(db: Db, actor: AuditActor, id: number, officeStatus: 0 | 2 | 3, options: ReviewOptions = {}): Promise<AdminProductEntry> {
  const needsChangeMessage = options.needsChangeMessage ?? null;
  const unilevelId = options.unilevelId ?? null;
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
    await writeAudit(tx, actor, {
      action: actions[officeStatus]!,
      target: auditTarget('product', id),
      before: { officeStatus: current.officeStatus, needsChangeMessage: current.needsChangeMessage, unilevelId: current.unilevelId },
      after: { officeStatus, needsChangeMessage, unilevelId: newTable ?? current.unilevelId },
      reason: needsChangeMessage ?? (options.reason || null),
      data: { ownerId: current.ownerId },
    });
    return viewOf(tx, id);
  });
}
