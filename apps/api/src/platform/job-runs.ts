import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { jobRuns } from '../db/schema';
import { withAdvisoryLock, withRunLock } from './jobs';

/** What a job did, by name (issued, cancelled...): kept in job_runs.counts. */
export type JobCounts = Record<string, number>;

export interface RecordedJob {
  /** e.g. 'billing.monthlyFees' */
  name: string;
  /** The period the run covers: the club's day (yyyy-MM-dd) for daily jobs. */
  period: string;
  /** The job's own advisory lock: while another session runs the same job, this run is skipped. */
  lockKey: number;
  /**
   * A lock shared with other jobs this one must never run beside (they write the same rows): waited
   * for, not skipped, once the job's own lock is held, so a job is skipped only when that same job
   * runs elsewhere. Taken after the own lock, never the other way, so two runs cannot deadlock.
   */
  sharedLockKey?: number;
}

/** How a recorded run ended: the metrics count them (platform/metrics.ts). */
export type JobRunOutcome = { job: string; status: 'succeeded' | 'failed' | 'skipped' };
const finishedListeners = new Set<(outcome: JobRunOutcome) => void>();

/** Calls `listener` at the end of every recorded run in this process; answers the unsubscribe. */
export function onJobRunFinished(listener: (outcome: JobRunOutcome) => void): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

function announce(outcome: JobRunOutcome) {
  for (const listener of finishedListeners) {
    try {
      listener(outcome);
    } catch {
      // an observer's failure is not the job's
    }
  }
}

export type RecordedRun<C extends JobCounts> = { runId: number; status: 'succeeded'; counts: C } | { runId: number; status: 'skipped' };

const MAX_ERROR_LENGTH = 2000;

/**
 * The database's own words: drizzle wraps a failed statement in 'Failed query: <sql> params: ...'
 * with the driver's error as `cause`; the run keeps the innermost message, not the parameters.
 */
export function errorMessage(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs a scheduled job once across every API instance and records the run (docs/operations.md#jobs):
 * a job_runs row 'running' first, then `fn` inside a transaction holding the advisory lock
 * `lockKey` (and `sharedLockKey`), and the row becomes 'succeeded' with `fn`'s counts, 'failed' with
 * the error (which is thrown again), or 'skipped' when another session holds `lockKey`. The row is written outside the
 * job's transaction so that a failed run stays recorded. `fn` must use only the transaction it is
 * given (PGlite has one connection: a query outside it would wait for it forever). For a job whose
 * work is many rows, see runRecordedBatchJob: this one holds every lock it takes until the end.
 */
export function runRecordedJob<C extends JobCounts>(db: Db, job: RecordedJob, fn: (tx: Tx) => Promise<C>): Promise<RecordedRun<C>> {
  return recorded(db, job, (closeStale) =>
    withAdvisoryLock(db, job.lockKey, async (tx) => {
      await closeStale(tx);
      if (job.sharedLockKey !== undefined) await tx.execute(sql`SELECT pg_advisory_xact_lock(${job.sharedLockKey}::bigint)`);
      return fn(tx);
    }),
  );
}

/**
 * The same run, recorded the same way, for a job that works in batches, each a short transaction
 * of its own that `fn` opens on `db` (docs/operations.md#jobs): the job's locks (`lockKey`,
 * `sharedLockKey`) are held for the whole run by one session outside those transactions
 * (platform/jobs.ts withRunLock), so no row lock outlives its batch. A run that fails or dies
 * midway keeps the batches it committed; `fn` selects its work by state, so the next run does
 * what is left.
 */
export function runRecordedBatchJob<C extends JobCounts>(db: Db, job: RecordedJob, fn: (db: Db) => Promise<C>): Promise<RecordedRun<C>> {
  return recorded(db, job, (closeStale) =>
    withRunLock(db, job.lockKey, job.sharedLockKey, async () => {
      await closeStale(db);
      return fn(db);
    }),
  );
}

async function recorded<C extends JobCounts>(
  db: Db,
  job: RecordedJob,
  locked: (closeStale: (dbx: DbOrTx) => Promise<unknown>) => Promise<{ ran: true; result: C } | { ran: false }>,
): Promise<RecordedRun<C>> {
  const [run] = await db.insert(jobRuns).values({ job: job.name, period: job.period, status: 'running' }).returning({ id: jobRuns.id });
  const runId = run!.id;
  const finish = (values: Partial<typeof jobRuns.$inferInsert>) =>
    db
      .update(jobRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(jobRuns.id, runId));
  // Holding the lock, no other run of this job is under way: an older 'running' row is a run
  // its process never finished (a crash, a deploy).
  const closeStale = (dbx: DbOrTx) =>
    dbx
      .update(jobRuns)
      .set({ status: 'failed', error: 'interrompido', finishedAt: sql`now()` })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.status, 'running'), lt(jobRuns.id, runId)));
  let outcome: Awaited<ReturnType<typeof locked>>;
  try {
    outcome = await locked(closeStale);
  } catch (err) {
    await finish({ status: 'failed', error: errorMessage(err) }).catch(() => undefined);
    announce({ job: job.name, status: 'failed' });
    throw err;
  }
  // `error: null`: a run that started just before another one took the lock may have been closed
  // as 'interrompido' by it in the meantime; it was alive, and its own outcome is the truth.
  if (!outcome.ran) {
    await finish({ status: 'skipped', error: null });
    announce({ job: job.name, status: 'skipped' });
    return { runId, status: 'skipped' };
  }
  await finish({ status: 'succeeded', counts: outcome.result, error: null });
  announce({ job: job.name, status: 'succeeded' });
  return { runId, status: 'succeeded', counts: outcome.result };
}
