import type { z } from 'zod';
import { paginationResponse } from '@clube/contract';
import type { GetAllInvoicesRequest } from '@clube/contract/invoices';
import type { DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { toInvoiceDto } from './invoices.mapper';
import * as repo from './invoices.repository';

type ListInput = z.output<typeof GetAllInvoicesRequest>;

/** The caller's invoices page; OnlyOverdue means Pendente with a due day before today (São Paulo). */
export async function listInvoicesOfUser(db: DbOrTx, userId: number, input: ListInput, now: Date = new Date()) {
  const { Page: page, RowsPerPage: rowsPerPage } = input.PaginationSettings;
  const { rows, total } = await repo.searchOfUser(db, {
    userId,
    status: input.InvoiceStatus ?? undefined,
    type: input.InvoiceType ?? undefined,
    id: input.Filters?.Id ?? undefined,
    descriptionContains: input.Filters?.Description || undefined,
    overdueBefore: input.OnlyOverdue ? dayInSaoPaulo(now) : undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toInvoiceDto), pagination: paginationResponse(page, rowsPerPage, total) };
}
