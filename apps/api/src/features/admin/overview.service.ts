import { centsToReais, hasPermission, Permission, userStatusInfo } from '@clube/contract';
import { consoleJobs, OVERVIEW_DAYS, type AdminOverview } from '@clube/contract/admin';
import type { DbOrTx } from '../../db/client';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { readSCBonificationCenter } from '../configurations';
import { SystemAccount } from '../ledger';
import { commissionSharesByMonth } from '../transparency';
import * as repo from './overview.repository';

const windowDays = (today: string) => Array.from({ length: OVERVIEW_DAYS }, (_, i) => addDays(today, i - (OVERVIEW_DAYS - 1)));

async function members(db: DbOrTx, today: string): Promise<AdminOverview['Members']> {
  const [byStatus, perDay] = await Promise.all([repo.membersByStatus(db), repo.newMembersByDay(db, addDays(today, -(OVERVIEW_DAYS - 1)))]);
  const counts = new Map(byStatus.map((r) => [r.status, r.count]));
  return {
    // Every status the club knows, zeros included, so the chart's colours keep their meaning.
    ByStatus: Object.entries(userStatusInfo).map(([status, info]) => ({
      Status: Number(status),
      StatusFormatted: info.label,
      Count: counts.get(Number(status)) ?? 0,
    })),
    NewByDay: windowDays(today).map((day) => ({ Day: day, Count: perDay.get(day) ?? 0 })),
  };
}

async function money(db: DbOrTx, today: string): Promise<AdminOverview['Money']> {
  const [perDay, pending] = await Promise.all([
    repo.revenueAndBonusesByDay(db, addDays(today, -(OVERVIEW_DAYS - 1)), SystemAccount.ClubRevenue, SystemAccount.BonusExpense),
    repo.pendingWithdrawals(db),
  ]);
  return {
    Days: windowDays(today).map((day) => {
      const d = perDay.get(day);
      return { Day: day, Revenue: centsToReais(d?.revenueCents ?? 0), Commissions: centsToReais(d?.bonusesCents ?? 0) };
    }),
    PendingWithdrawals: { Count: pending.count, Value: centsToReais(pending.cents) },
  };
}

async function jobs(db: DbOrTx, today: string): Promise<AdminOverview['Jobs']> {
  const runs = await repo.jobRunsSince(db, today);
  const known = consoleJobs.map((j) => ({ Job: j.Name as string, Label: j.Label as string }));
  // A job the console does not list (a retired one) still shows under its own name.
  const others = [...runs.keys()].filter((job) => !known.some((k) => k.Job === job)).map((job) => ({ Job: job, Label: job }));
  return [...known, ...others].map((j) => ({ ...j, Succeeded: runs.get(j.Job)?.succeeded ?? 0, Failed: runs.get(j.Job)?.failed ?? 0 }));
}

/** Commissions by origin, month by month, against the club's limit (docs/transparency.md#the-compliance-panel). */
async function compliance(db: DbOrTx, today: string): Promise<AdminOverview['Compliance']> {
  const { FeeCommissionShareLimit } = await readSCBonificationCenter(db);
  return commissionSharesByMonth(db, today, FeeCommissionShareLimit);
}

/**
 * The console's first page (docs/charts.md#console). Each section is read only for the staff roles
 * whose console pages show the same records: members for Support, money for Finance, jobs for the
 * Owner (an Owner holds all three), the compliance panel for Finance, as the money; the others get null.
 */
export async function overview(db: DbOrTx, rolesIds: readonly number[], now: Date = new Date()): Promise<AdminOverview> {
  const today = dayInSaoPaulo(now);
  const finance = hasPermission(rolesIds, Permission.CONSOLE_FINANCE);
  const [m, g, j, c] = await Promise.all([
    hasPermission(rolesIds, Permission.CONSOLE_SUPPORT) ? members(db, today) : null,
    finance ? money(db, today) : null,
    hasPermission(rolesIds, Permission.CONSOLE_OWNER) ? jobs(db, today) : null,
    finance ? compliance(db, today) : null,
  ]);
  return { Members: m, Money: g, Jobs: j, Compliance: c };
}
