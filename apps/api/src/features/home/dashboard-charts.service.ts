import { GAIN_CATEGORIES, WalletType, centsToReais } from '@clube/contract';
import { DASHBOARD_EARNINGS_DAYS, DASHBOARD_NETWORK_MONTHS, type DashboardCharts } from '@clube/contract/home';
import type { DbOrTx } from '../../db/client';
import { addDays, addMonths, dayInSaoPaulo } from '../../platform/dates';
import * as repo from './dashboard-charts.repository';

/**
 * The home's charts (docs/charts.md#home), all the caller's own: his gains of the last 30 club days
 * (today included) by day and gain category, net of reversals as Ganho Total counts them, and the
 * members who joined his downline in each of the last 12 club months (this one included).
 */
export async function dashboardCharts(db: DbOrTx, userId: number, now: Date = new Date()): Promise<DashboardCharts> {
  const today = dayInSaoPaulo(now);
  const from = addDays(today, -(DASHBOARD_EARNINGS_DAYS - 1));
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -(DASHBOARD_NETWORK_MONTHS - 1));
  const [gains, newMembers] = await Promise.all([
    repo.gainsByDayAndCategory(db, userId, WalletType.CurrentAccount, GAIN_CATEGORIES, from),
    repo.newDownlineMembersByMonth(db, userId, firstMonth, DASHBOARD_NETWORK_MONTHS),
  ]);
  return {
    From: from,
    To: today,
    // An entry stamped after today (a clock ahead) has no bar to go in.
    Earnings: gains.filter((g) => g.day <= today).map((g) => ({ Day: g.day, Category: g.category, Value: centsToReais(g.cents) })),
    NewMembers: newMembers.map((count, i) => ({ Month: addMonths(firstMonth, i).slice(0, 7), Count: count })),
  };
}
