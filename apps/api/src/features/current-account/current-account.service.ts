import { GAIN_CATEGORIES, WalletType, centsToReais } from '@clube/contract';
import type { EarningsCharts } from '@clube/contract/current-account';
import type { DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import * as repo from './current-account.repository';

/** Ganho do Dia and Ganho Total (DECISIONS.md): bonus credits only, today in São Paulo and ever. */
export async function earningsDetails(db: DbOrTx, userId: number, now: Date = new Date()): Promise<EarningsCharts> {
  const { totalCents, dailyCents } = await repo.sumCredits(db, userId, WalletType.CurrentAccount, GAIN_CATEGORIES, dayInSaoPaulo(now));
  return { DailyGains: centsToReais(dailyCents), TotalGains: centsToReais(totalCents) };
}
