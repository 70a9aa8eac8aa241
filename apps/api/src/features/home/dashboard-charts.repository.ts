import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { CLUB_TIME_ZONE } from '../../platform/dates';

/** The instant a club day (yyyy-MM-dd) starts in São Paulo, as SQL. */
export const clubDayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE})`;
/** The club day (yyyy-MM-dd) of a timestamptz column, as SQL. */
export const clubDayOf = (column: ReturnType<typeof sql>) => sql`to_char((${column} AT TIME ZONE ${CLUB_TIME_ZONE})::date, 'YYYY-MM-DD')`;

export interface DayCategoryCents {
  day: string;
  category: number;
  cents: number;
}

/**
 * The net of each gain category per club day since `fromDay` on the member's current account: one
 * range of ledger_entries_account_idx (his account, from that day on), never other members' entries.
 */
export async function gainsByDayAndCategory(db: DbOrTx, userId: number, walletType: number, categories: readonly number[], fromDay: string) {
  const list = sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = rowsOf<{ day: string; category: number; cents: string }>(
    await db.execute(sql`
      SELECT ${clubDayOf(sql`e.created_at`)} AS day, e.category, SUM(e.amount_cents)::text AS cents
      FROM ledger_entries e
      WHERE e.account_id = (SELECT a.id FROM ledger_accounts a WHERE a.user_id = ${userId} AND a.wallet_type = ${walletType})
        AND e.created_at >= ${clubDayStart(fromDay)}
        AND e.category IN (${list})
      GROUP BY 1, 2
      HAVING SUM(e.amount_cents) <> 0
      ORDER BY 1, 2`),
  );
  return rows.map<DayCategoryCents>((r) => ({ day: r.day, category: Number(r.category), cents: Number(r.cents) }));
}

/**
 * How many members joined the member's downline in each club month from `firstMonth` (yyyy-MM-01)
 * on, `months` of them: index 0 is the first month.
 *
 * Counted without reading the members' rows (docs/charts.md#home): ids are given in registration
 * order, so the first id registered in each month (one probe of users_created_at_idx per month)
 * splits the downline's ids into months; the downline is then read level by level as ranges of
 * the tree's primary key (ancestor, depth, descendant >= the window's first id), index only, so
 * only the members who joined within the window are touched, however large the network.
 */
export async function newDownlineMembersByMonth(db: DbOrTx, userId: number, firstMonth: string, months: number): Promise<number[]> {
  const rows = rowsOf<{ bucket: number; n: number }>(
    await db.execute(sql`
      WITH firsts AS (
        SELECT k, (SELECT u.id FROM users u
                   WHERE u.created_at >= (((${firstMonth}::date + make_interval(months => k))::timestamp) AT TIME ZONE ${CLUB_TIME_ZONE})
                   ORDER BY u.created_at, u.id LIMIT 1) AS first_id
        FROM generate_series(0, ${months - 1}::int) AS k
      ),
      bounds AS (SELECT array_agg(first_id ORDER BY k) FILTER (WHERE first_id IS NOT NULL) AS ids FROM firsts),
      levels AS (
        SELECT generate_series(1, (SELECT COALESCE(max(t.depth), 0) FROM network_tree t WHERE t.ancestor_id = ${userId})) AS depth
      )
      SELECT width_bucket(n.descendant_id, b.ids) AS bucket, count(*)::int AS n
      FROM bounds b
      CROSS JOIN levels l
      CROSS JOIN LATERAL (
        SELECT t.descendant_id FROM network_tree t
        WHERE t.ancestor_id = ${userId} AND t.depth = l.depth AND t.descendant_id >= b.ids[1]
      ) n
      WHERE b.ids IS NOT NULL
      GROUP BY 1`),
  );
  const counts = new Array<number>(months).fill(0);
  // Bucket i holds the ids from the i-th month's first id; months without registrations come last.
  for (const r of rows) if (r.bucket >= 1 && r.bucket <= months) counts[r.bucket - 1] = Number(r.n);
  return counts;
}
