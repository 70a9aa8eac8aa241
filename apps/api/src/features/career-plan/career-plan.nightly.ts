import { sql } from 'drizzle-orm';
import { OfferStatus } from '@clube/contract';
import type { Db, DbOrTx } from '../../db/client';
import { withAdvisoryLock, type DailyJob } from '../../platform/jobs';
import { runRecordedJob } from '../../platform/job-runs';
import { dayInSaoPaulo } from '../../platform/dates';
import { clubMonth } from './career-plan.metrics';
import { activeMemberSql, countedVolumeSql } from './career-plan.counting-rules';
import { grantPendingPrizes, raiseCurrentRanks, type GrantOutcome } from './career-plan.prizes';
import { rowsOf } from '../../db/rows';

/** Advisory lock key of the full evaluation: one run at a time across every API instance. */
export const CAREER_PLAN_EVALUATION_LOCK = 7_140_013;

export interface FullEvaluationOutcome extends GrantOutcome {
  evaluatedMembers: number;
  newAchievements: number;
  rankChanges: number;
  durationMs: number;
}

/**
 * The nightly evaluation of every member, set-based: one recursive query lays the sponsor tree out
 * by depth in a temporary table, then one statement per level (deepest first) adds each level's
 * figures to its sponsors, so every member's active directs, active network and group volume are
 * known after O(members) work. Achievements, prizes and current ranks follow in a few statements.
 * Idempotent: a second run finds nothing new to achieve or grant and writes nothing.
 * Answers null when another run holds the lock.
 */
export async function evaluateAll(db: Db, now: Date = new Date()): Promise<FullEvaluationOutcome | null> {
  const started = Date.now();
  const locked = await withAdvisoryLock(db, CAREER_PLAN_EVALUATION_LOCK, (tx) => evaluateAllIn(tx, now));
  if (!locked.ran) return null;
  return { ...locked.result, durationMs: Date.now() - started };
}

async function evaluateAllIn(tx: DbOrTx, now: Date): Promise<Omit<FullEvaluationOutcome, 'durationMs'>> {
  const month = await clubMonth(tx, now);
  // Big hash aggregates and joins over every member: give them memory for this transaction only.
  await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
  await tx.execute(sql`
    CREATE TEMP TABLE cp_members (
      id int NOT NULL,
      sponsor_id int,
      depth int NOT NULL,
      active int NOT NULL,
      directs int NOT NULL DEFAULT 0,
      network int NOT NULL DEFAULT 0,
      volume bigint NOT NULL DEFAULT 0
    ) ON COMMIT DROP`);
  await tx.execute(sql`
    INSERT INTO cp_members (id, sponsor_id, depth, active, volume)
    WITH RECURSIVE tree(id, sponsor_id, depth, active) AS (
      SELECT r.id, r.sponsor_id, 0, ${activeMemberSql('r', month)}::int FROM users r WHERE r.sponsor_id IS NULL
      UNION ALL
      SELECT u.id, u.sponsor_id, t.depth + 1, ${activeMemberSql('u', month)}::int
      FROM users u JOIN tree t ON u.sponsor_id = t.id
      WHERE t.depth < 1000
    )
    SELECT t.id, t.sponsor_id, t.depth, t.active, COALESCE(v.volume, 0)
    FROM tree t
    LEFT JOIN (
      SELECT i.user_id, SUM(i.value_cents) AS volume FROM invoices i
      WHERE ${countedVolumeSql('i', month)}
      GROUP BY i.user_id
    ) v ON v.user_id = t.id
    ORDER BY t.depth`);
  await tx.execute(sql`CREATE INDEX cp_members_depth_idx ON cp_members (depth)`);
  await tx.execute(sql`ANALYZE cp_members`);
  const [stats] = rowsOf<{ max_depth: number | null; active: number }>(
    await tx.execute(sql`SELECT max(depth) AS max_depth, count(*) FILTER (WHERE active = 1)::int AS active FROM cp_members`),
  );
  for (let depth = Number(stats?.max_depth ?? 0); depth >= 1; depth--) {
    await tx.execute(sql`
      UPDATE cp_members p
      SET directs = c.directs, network = c.network, volume = p.volume + c.volume
      FROM (
        SELECT sponsor_id, SUM(active)::int AS directs, SUM(active + network)::int AS network, SUM(volume)::bigint AS volume
        FROM cp_members WHERE depth = ${depth} GROUP BY sponsor_id
      ) c
      WHERE p.depth = ${depth - 1} AND p.id = c.sponsor_id`);
  }
  const achieved = rowsOf(
    await tx.execute(sql`
      INSERT INTO user_rank_achievements (user_id, rank_id)
      SELECT m.id, q.rank_id
      FROM cp_members m
      JOIN career_plan_rank_requirements q
        ON m.directs >= q.active_directs AND m.network >= q.active_network AND m.volume >= q.group_volume_cents
      JOIN career_plan_ranks r ON r.id = q.rank_id AND r.status = ${OfferStatus.Ativo}
      WHERE m.active = 1
        AND NOT EXISTS (SELECT 1 FROM user_rank_achievements a WHERE a.user_id = m.id AND a.rank_id = q.rank_id)
      ORDER BY m.id, q.rank_id
      ON CONFLICT (user_id, rank_id) DO NOTHING
      RETURNING id`),
  );
  const grants = await grantPendingPrizes(tx, { all: true });
  const rankChanges = await raiseCurrentRanks(tx, { all: true });
  return { evaluatedMembers: Number(stats?.active ?? 0), newAchievements: achieved.length, rankChanges, ...grants };
}

/**
 * The nightly job: 03:00 in São Paulo, after the day's payments; recorded in job_runs under the
 * evaluation's lock (docs/operations.md#jobs).
 */
export const careerPlanNightlyJob = (db: Db): DailyJob => ({
  name: 'career-plan-evaluation',
  hour: 3,
  minute: 0,
  run: () => {
    const now = new Date();
    return runRecordedJob(db, { name: 'career-plan-evaluation', period: dayInSaoPaulo(now), lockKey: CAREER_PLAN_EVALUATION_LOCK }, (tx) =>
      evaluateAllIn(tx, now),
    );
  },
});
