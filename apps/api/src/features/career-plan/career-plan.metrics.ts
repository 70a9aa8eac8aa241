import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { CLUB_TIME_ZONE } from '../../platform/dates';
import { activeMemberSql, countedVolumeSql } from './career-plan.counting-rules';
import { SC_BONIFICATION_CENTER_KEY } from '@clube/contract/configurations';
import { inactivityRulesFrom, type InactivityRules } from '../billing';
import { rowsOf } from '../../db/rows';

/**
 * The calendar month of `now` in the club's zone, as instants [start, end), with the day and the
 * overdue rule that decide who counts as active (career-plan.counting-rules.ts).
 */
export interface ClubMonth extends InactivityRules {
  start: string;
  end: string;
}

export async function clubMonth(db: DbOrTx, now: Date = new Date()): Promise<ClubMonth> {
  const at = now.toISOString();
  const [row] = rowsOf<{ start: string | Date; end: string | Date; center: unknown }>(
    await db.execute(sql`
      SELECT (date_trunc('month', ${at}::timestamptz AT TIME ZONE ${CLUB_TIME_ZONE}) AT TIME ZONE ${CLUB_TIME_ZONE}) AS start,
             ((date_trunc('month', ${at}::timestamptz AT TIME ZONE ${CLUB_TIME_ZONE}) + interval '1 month') AT TIME ZONE ${CLUB_TIME_ZONE}) AS "end",
             (SELECT c.value FROM configurations c WHERE c.key = ${SC_BONIFICATION_CENTER_KEY}) AS center`),
  );
  return { start: new Date(row!.start).toISOString(), end: new Date(row!.end).toISOString(), ...inactivityRulesFrom(row!.center, now) };
}

/** Active direct partners (the sponsor index answers it). */
export async function activeDirects(db: DbOrTx, userId: number, rules: InactivityRules): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM users u
      WHERE u.sponsor_id = ${userId} AND ${activeMemberSql('u', rules)}`),
  );
  return Number(row?.n ?? 0);
}

export interface SubtreeMetrics {
  /** Active members below the member, all levels. */
  activeNetwork: number;
  /** Invoices the member and everyone below him paid with real money in the month, centavos. */
  groupVolumeCents: number;
}

/**
 * Walks the member's downline level by level (one row per level, its ids in an array) and stops
 * as soon as both figures reach their caps: deciding "has at least N" never needs more, so a
 * member far beyond a rank's needs costs a few levels, not his whole network. Without caps the
 * figures are exact.
 */
export async function subtreeMetrics(
  db: DbOrTx,
  userId: number,
  month: ClubMonth,
  caps: { activeNetwork: number; groupVolumeCents: number } | null = null,
): Promise<SubtreeMetrics> {
  const capNetwork = caps ? caps.activeNetwork : Number.MAX_SAFE_INTEGER;
  const capVolume = caps ? caps.groupVolumeCents : Number.MAX_SAFE_INTEGER;
  const paid = countedVolumeSql('i', month);
  const [row] = rowsOf<{ active_total: string | number; volume_total: string | number }>(
    await db.execute(sql`
      WITH RECURSIVE lvl(depth, ids, active_total, volume_total) AS (
        SELECT 0, ARRAY[${userId}::int], 0::bigint,
          (SELECT COALESCE(SUM(i.value_cents), 0) FROM invoices i WHERE i.user_id = ${userId} AND ${paid})::bigint
        UNION ALL
        SELECT l.depth + 1, n.ids, l.active_total + n.active, l.volume_total + v.volume
        FROM lvl l
        CROSS JOIN LATERAL (
          SELECT array_agg(u.id) AS ids,
                 count(*) FILTER (WHERE ${activeMemberSql('u', month)}) AS active
          FROM users u WHERE u.sponsor_id = ANY(l.ids)
        ) n
        CROSS JOIN LATERAL (
          SELECT COALESCE(SUM(i.value_cents), 0)::bigint AS volume FROM invoices i WHERE i.user_id = ANY(n.ids) AND ${paid}
        ) v
        WHERE n.ids IS NOT NULL AND l.depth < 1000
          AND (l.active_total < ${capNetwork}::bigint OR l.volume_total < ${capVolume}::bigint)
      )
      SELECT active_total, volume_total FROM lvl ORDER BY depth DESC LIMIT 1`),
  );
  return { activeNetwork: Number(row?.active_total ?? 0), groupVolumeCents: Number(row?.volume_total ?? 0) };
}

/**
 * One walk of the downline of `top`, for every member of a sponsor chain at once: each node is
 * labelled with the nearest chain member at or above it, so that a chain member's whole network is
 * the sum of his own label and the labels of the chain members below him. Answers per label the
 * active members (himself included) and the month's paid volume, or null when the walk would pass
 * `maxNodes` (the caller leaves those members to the nightly run).
 */
export async function chainLabelTotals(
  db: DbOrTx,
  top: number,
  chainIds: number[],
  month: ClubMonth,
  maxNodes: number,
): Promise<Map<number, { active: number; volumeCents: number }> | null> {
  const rows = rowsOf<{ label: number; active: number; volume: string | number; nodes: number }>(
    await db.execute(sql`
      WITH RECURSIVE walk(id, label, active, depth) AS (
        SELECT u.id, u.id, ${activeMemberSql('u', month)}, 0 FROM users u WHERE u.id = ${top}
        UNION ALL
        SELECT u.id, CASE WHEN u.id = ANY(${sql.param(chainIds)}::int[]) THEN u.id ELSE w.label END, ${activeMemberSql('u', month)}, w.depth + 1
        FROM users u JOIN walk w ON u.sponsor_id = w.id
        WHERE w.depth < 1000
      ),
      bounded AS (SELECT * FROM walk LIMIT ${maxNodes + 1})
      SELECT b.label,
             count(*) FILTER (WHERE b.active)::int AS active,
             COALESCE(SUM(v.volume), 0)::bigint AS volume,
             count(*)::int AS nodes
      FROM bounded b
      LEFT JOIN LATERAL (
        SELECT SUM(i.value_cents) AS volume FROM invoices i
        WHERE i.user_id = b.id AND ${countedVolumeSql('i', month)}
      ) v ON TRUE
      GROUP BY b.label`),
  );
  if (rows.reduce((s, r) => s + Number(r.nodes), 0) > maxNodes) return null;
  return new Map(rows.map((r) => [Number(r.label), { active: Number(r.active), volumeCents: Number(r.volume) }]));
}
