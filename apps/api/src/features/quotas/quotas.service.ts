import type { z } from 'zod';
import { paginationResponse } from '@clube/contract';
import { QUOTAS_PAGE_SIZE, QuotaFilterType, type GetAllInvestmentFundQuotasRequest, type InvestmentFundQuota } from '@clube/contract/quotas';
import type { DbOrTx } from '../../db/client';
import * as repo from './quotas.repository';

type ListInput = z.output<typeof GetAllInvestmentFundQuotasRequest>;

/** The caller's fund holdings; filters combine (AND); an empty text filters nothing. */
export async function listOfUser(db: DbOrTx, userId: number, input: ListInput) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, QUOTAS_PAGE_SIZE);
  const search: repo.QuotaSearch = { userId, limit: rowsPerPage, offset: (page - 1) * rowsPerPage };
  for (const f of input.Filters ?? []) {
    const text = String(f.Value).trim();
    if (!text) continue;
    if (f.Type === QuotaFilterType.FundId) search.fundId = Number(text);
    else if (f.Type === QuotaFilterType.Quotas) search.quotas = Number(text);
    else search.fundNameContains = text;
  }
  const { rows, total } = await repo.searchOfUser(db, search);
  const data: InvestmentFundQuota[] = rows.map((r) => ({ Id: r.id, InvestmentFund: { Name: r.fundName }, Quotas: r.quotas }));
  return { data, pagination: paginationResponse(page, rowsPerPage, total) };
}
