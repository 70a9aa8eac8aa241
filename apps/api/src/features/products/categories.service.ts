import type { z } from 'zod';
import { MAX_PAGE_SIZE, messages, paginationResponse } from '@clube/contract';
import {
  CATEGORIES_UNPAGED_MAX,
  categoryTypeLabels,
  type Category,
  type CreateCategoryRequest,
  type GetAllCategoriesRequest,
  type UpdateCategoryRequest,
} from '@clube/contract/products';
import type { Db, DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import * as repo from './categories.repository';

export const toCategoryDto = (r: repo.CategoryRow): Category => ({
  Id: r.id,
  Type: r.type,
  TypeFormatted: categoryTypeLabels[r.type] ?? String(r.type),
  Name: r.name,
});

export async function list(db: DbOrTx, input: z.output<typeof GetAllCategoriesRequest>) {
  const unpaged = input.IgnorePagination === true;
  const page = unpaged ? 1 : input.PaginationSettings.Page;
  const rowsPerPage = unpaged ? CATEGORIES_UNPAGED_MAX : Math.min(input.PaginationSettings.RowsPerPage, MAX_PAGE_SIZE);
  const byId = input.PaginationFilter?.Type === 1;
  const { rows, total } = await repo.search(db, {
    type: input.Type ?? undefined,
    nameContains: input.Name || undefined,
    byId,
    descending: input.PaginationFilter?.OrderByDescending ?? false,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toCategoryDto), pagination: paginationResponse(page, rowsPerPage, total) };
}

export async function create(db: Db, operator: AuthUser, input: z.output<typeof CreateCategoryRequest>): Promise<Category> {
  return db.transaction(async (tx) => {
    if (await repo.nameTaken(tx, input.Type, input.Name)) throw conflict(messages.categoryNameInUse);
    const row = await repo.insert(tx, { type: input.Type, name: input.Name });
    await writeAudit(tx, auditActorById(operator.id), { action: 'category.create', target: `category:${row.id}`, data: { type: row.type, name: row.name } });
    return toCategoryDto(row);
  });
}

export async function update(db: Db, operator: AuthUser, input: z.output<typeof UpdateCategoryRequest>): Promise<Category> {
  return db.transaction(async (tx) => {
    const current = await repo.findById(tx, input.Id);
    if (!current) throw notFound(messages.categoryNotFound);
    const type = input.Type ?? current.type;
    if (type !== current.type && (await repo.inUse(tx, current.id))) throw conflict(messages.categoryTypeLocked);
    if (await repo.nameTaken(tx, type, input.Name, current.id)) throw conflict(messages.categoryNameInUse);
    const row = (await repo.update(tx, current.id, { type, name: input.Name }))!;
    await writeAudit(tx, auditActorById(operator.id), {
      action: 'category.update',
      target: `category:${row.id}`,
      data: { before: { type: current.type, name: current.name }, after: { type: row.type, name: row.name } },
    });
    return toCategoryDto(row);
  });
}
