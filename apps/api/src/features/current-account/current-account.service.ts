import type { z } from 'zod';
import { GAIN_CATEGORIES, WalletType, centsToReais, paginationResponse } from '@clube/contract';
import { BALANCE_HISTORY_DAYS, type BalanceHistory, type EarningsCharts, type EarningsList, type GetAllEarningsRequest } from '@clube/contract/current-account';
import type { DbOrTx } from '../../db/client';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
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

/**
 * The balance chart (docs/charts.md#current-account): the current account's closing balance of
 * each of the last 90 club days, today's being the balance now. Without an account, zeros.
 */
export async function balanceHistory(db: DbOrTx, userId: number, now: Date = new Date()): Promise<BalanceHistory> {
  const today = dayInSaoPaulo(now);
  const from = addDays(today, -(BALANCE_HISTORY_DAYS - 1));
  const rows = await repo.closingBalances(db, userId, WalletType.CurrentAccount, from, today);
  const days = rows.length > 0 ? rows : Array.from({ length: BALANCE_HISTORY_DAYS }, (_, i) => ({ day: addDays(from, i), cents: 0 }));
  return { Days: days.map((r) => ({ Day: r.day, Balance: centsToReais(r.cents) })) };
}
