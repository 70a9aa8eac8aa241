import type { z } from 'zod';
import { GAIN_CATEGORIES, WalletType, centsToReais, paginationResponse } from '@clube/contract';
import type { EarningsCharts, EarningsList, GetAllEarningsRequest } from '@clube/contract/current-account';
import type { DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { findMemberAccount } from '../ledger';
import * as repo from './current-account.repository';

/** Ganho do Dia and Ganho Total (docs/club.md#wallet-and-earnings): bonus credits only, today in São Paulo and ever. */
export async function earningsDetails(db: DbOrTx, userId: number, now: Date = new Date()): Promise<EarningsCharts> {
  const { totalCents, dailyCents } = await repo.sumGains(db, userId, WalletType.CurrentAccount, GAIN_CATEGORIES, dayInSaoPaulo(now));
  return { DailyGains: centsToReais(dailyCents), TotalGains: centsToReais(totalCents) };
}

type EarningsInput = z.output<typeof GetAllEarningsRequest>;

/** One page of the member's current-account entries (signed, in reais) and his Ganho Total. */
export async function listEarnings(db: DbOrTx, userId: number, input: EarningsInput) {
  const { Page: page, RowsPerPage: rowsPerPage } = input.PaginationSettings;
  const account = await findMemberAccount(db, userId, WalletType.CurrentAccount);
  const [{ rows, total }, details] = await Promise.all([
    account
      ? repo.searchEntries(db, {
          accountId: account.id,
          category: input.Category ?? undefined,
          descending: input.PaginationFilter?.OrderByDescending ?? true,
          limit: rowsPerPage,
          offset: (page - 1) * rowsPerPage,
        })
      : { rows: [], total: 0 },
    earningsDetails(db, userId),
  ]);
  const data: EarningsList = {
    Earnings: rows.map((r) => ({
      Description: r.description,
      Created: r.createdAt.toISOString(),
      Value: centsToReais(r.amountCents),
      Category: r.category,
    })),
    TotalGains: details.TotalGains,
  };
  return { data, pagination: paginationResponse(page, rowsPerPage, total) };
}
