import { sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { CLUB_TIME_ZONE } from '../../platform/dates';

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE})`;
const dayOf = (column: ReturnType<typeof sql>) => sql`to_char((${column} AT TIME ZONE ${CLUB_TIME_ZONE})::date, 'YYYY-MM-DD')`;

/** Members (type 2) per status: the one console figure that reads every member. */
export async function membersByStatus(db: DbOrTx) {
  const rows = rowsOf<{ status: number; n: number }>(
    await db.execute(sql`SELECT status, count(*)::int AS n FROM users WHERE type = ${UserType.User} GROUP BY status ORDER BY status`),
  );
  return rows.map((r) => ({ status: Number(r.status), count: Number(r.n) }));
}

/** Members (type 2) registered per club day since `fromDay`: a range of users_created_at_idx. */
export async function newMembersByDay(db: DbOrTx, fromDay: string) {
  const rows = rowsOf<{ day: string; n: number }>(
    await db.execute(sql`
      SELECT ${dayOf(sql`created_at`)} AS day, count(*)::int AS n
      FROM users WHERE created_at >= ${dayStart(fromDay)} AND type = ${UserType.User}
      GROUP BY 1`),
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * Per club day since `fromDay`: the net of the club's revenue account (what invoices brought in,
 * less what went on to sellers and what was refunded) and the net debits of the bonus expense
 * account (every bonus paid, less what was clawed back). Both are ranges of
 * ledger_entries_account_idx on one system account each.
 */
export async function revenueAndBonusesByDay(db: DbOrTx, fromDay: string, revenueCode: string, bonusCode: string) {
  const rows = rowsOf<{ day: string; revenue: string; bonuses: string }>(
    await db.execute(sql`
      SELECT ${dayOf(sql`e.created_at`)} AS day,
        COALESCE(SUM(e.amount_cents) FILTER (WHERE a.code = ${revenueCode}), 0)::text AS revenue,
        COALESCE(-SUM(e.amount_cents) FILTER (WHERE a.code = ${bonusCode}), 0)::text AS bonuses
      FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.code IN (${revenueCode}, ${bonusCode}) AND e.created_at >= ${dayStart(fromDay)}
      GROUP BY 1`),
  );
  return new Map(rows.map((r) => [r.day, { revenueCents: Number(r.revenue), bonusesCents: Number(r.bonuses) }]));
}

/** Withdrawals waiting for an operator (status 1): how many and their value, through withdrawals_status_idx. */
export async function pendingWithdrawals(db: DbOrTx) {
  const [row] = rowsOf<{ n: number; cents: string }>(
    await db.execute(sql`SELECT count(*)::int AS n, COALESCE(SUM(value_cents), 0)::text AS cents FROM withdrawals WHERE status = 1`),
  );
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
}

/** Runs started since the start of `day`, per job: succeeded and failed. */
export async function jobRunsSince(db: DbOrTx, day: string) {
  const rows = rowsOf<{ job: string; ok: number; failed: number }>(
    await db.execute(sql`
      SELECT job, count(*) FILTER (WHERE status = 'succeeded')::int AS ok, count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM job_runs WHERE started_at >= ${dayStart(day)}
      GROUP BY job`),
  );
  return new Map(rows.map((r) => [r.job, { succeeded: Number(r.ok), failed: Number(r.failed) }]));
}
