import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db, Tx } from '../db/client';
import { CLUB_TIME_ZONE } from './dates';

/** A job run once a day at a wall-clock time of the club's zone, in every API instance that runs jobs. */
export interface DailyJob {
  name: string;
  hour: number;
  minute: number;
  run(): Promise<unknown>;
}

type Log = Pick<FastifyInstance['log'], 'info' | 'warn' | 'error'>;

/** Offset (ms) of `timeZone` from UTC at instant `at`. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The next instant after `from` whose wall-clock time in `timeZone` is hour:minute. */
export function nextRunAt(from: Date, hour: number, minute: number, timeZone: string = CLUB_TIME_ZONE): Date {
  const local = new Date(from.getTime() + zoneOffsetMs(from.getTime(), timeZone));
  for (let day = 0; day <= 2; day++) {
    const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour, minute);
    // Wall time -> instant: subtract the offset in force then (checked twice across a DST change).
    let at = wall - zoneOffsetMs(wall, timeZone);
    at = wall - zoneOffsetMs(at, timeZone);
    if (at > from.getTime()) return new Date(at);
  }
  throw new Error('no next run found');
}

/**
 * Runs each job daily at its time. Timers are unref'd so that they never keep a process alive, and
 * `stop()` clears them. A job's failure is logged and the job runs again the next day.
 */
export function startDailyJobs(jobs: DailyJob[], log: Log, now: () => Date = () => new Date()) {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  const schedule = (job: DailyJob) => {
    if (stopped) return;
    const at = nextRunAt(now(), job.hour, job.minute);
    const timer = setTimeout(
      () => {
        const run = (async () => {
          const started = Date.now();
          try {
            const result = await job.run();
            log.info({ job: job.name, ms: Date.now() - started, result }, 'job finished');
          } catch (err) {
            log.error({ job: job.name, err }, 'job failed');
          } finally {
            schedule(job);
          }
        })();
        running.add(run);
        void run.finally(() => running.delete(run));
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
    timers.set(job.name, timer);
    log.info({ job: job.name, nextRunAt: at.toISOString() }, 'job scheduled');
  };
  for (const job of jobs) schedule(job);
  return {
    /** No further run starts; answers when the runs under way have finished. */
    stop(): Promise<void> {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      return Promise.all(running).then(() => undefined);
    },
  };
}

/**
 * Runs `fn` inside a transaction holding the PostgreSQL advisory lock `key`, or answers
 * `{ ran: false }` at once when another session (another API instance, the operator's call) holds
 * it. The lock is transaction-scoped: it is released by the commit or rollback, even on a crash.
 */
export async function withAdvisoryLock<T>(db: Db, key: number, fn: (tx: Tx) => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    const res = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS locked`)) as unknown as
      { rows: Array<{ locked: boolean }> } | Array<{ locked: boolean }>;
    const rows = Array.isArray(res) ? res : res.rows;
    if (!rows[0]?.locked) return { ran: false as const };
    return { ran: true as const, result: await fn(tx) };
  });
}

/**
 * Starts the daily jobs when the app is ready; does nothing when `enabled` is false (the JOBS
 * setting: off in tests and benchmarks). Closing the app (a graceful shutdown,
 * docs/operations.md#shutdown) starts no further run and waits for a run under way, whose
 * transaction still needs the database.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { jobs: DailyJob[]; enabled: boolean }) => {
  if (!opts.enabled) return;
  let runner: ReturnType<typeof startDailyJobs> | undefined;
  let stopping: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    runner = startDailyJobs(opts.jobs, app.log);
  });
  app.addHook('preClose', async () => {
    stopping = runner?.stop();
  });
  app.addHook('onClose', async () => {
    await (stopping ?? runner?.stop());
  });
});

/** Keys held by runs of this process on an embedded PGlite (one connection: its own session locks are re-entrant). */
const embeddedLocks = new WeakMap<object, Map<number, Promise<void>>>();

/**
 * Runs `fn` while this process holds the advisory lock `key` for a whole run that commits in many
 * small transactions of its own (docs/operations.md#jobs): answers `{ ran: false }` at once when
 * another session holds `key`; `sharedKey`, if given, is waited for once `key` is held. On
 * PostgreSQL the locks are session locks of one connection taken from the pool for the run (idle
 * between the run's statements, in no transaction, and released with the connection if the process
 * dies); `fn` works through `db`'s other connections. On PGlite, one connection shared by the whole
 * process, the locks are kept by the process.
 */
export async function withRunLock<T>(
  db: Db,
  key: number,
  sharedKey: number | undefined,
  fn: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const conn = await client.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [key]);
      if (!rows[0]?.locked) return { ran: false };
      if (sharedKey !== undefined) await conn.query('SELECT pg_advisory_lock($1::bigint)', [sharedKey]);
      return { ran: true, result: await fn() };
    } finally {
      await conn.query('SELECT pg_advisory_unlock_all()').catch((err: Error) => (broken = err));
      conn.release(broken);
    }
  }
  const owner = (client ?? db) as object;
  let held = embeddedLocks.get(owner);
  if (!held) embeddedLocks.set(owner, (held = new Map()));
  if (held.has(key)) return { ran: false };
  let releaseKey!: () => void;
  held.set(key, new Promise<void>((r) => (releaseKey = r)));
  let releaseShared: (() => void) | undefined;
  try {
    if (sharedKey !== undefined) {
      while (held.has(sharedKey)) await held.get(sharedKey);
      held.set(sharedKey, new Promise<void>((r) => (releaseShared = r)));
    }
    return { ran: true, result: await fn() };
  } finally {
    if (releaseShared) {
      held.delete(sharedKey!);
      releaseShared();
    }
    held.delete(key);
    releaseKey();
  }
}
