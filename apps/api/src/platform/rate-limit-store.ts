import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { sha256 } from './tokens';

type Incr = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counts one request on the window `id` (a `rate:` key of `account_throttles`) and answers the
 * requests of the window so far and the milliseconds it has left: one statement, so parallel
 * requests on several instances cannot all pass. Fixed windows of `windowMs` from the first
 * request.
 */
export async function countInWindow(db: DbOrTx, id: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = Math.max(1, Math.trunc(windowMs));
  const res = await db.execute(
    sql`INSERT INTO account_throttles AS t (key, failures, blocked_until, updated_at)
      VALUES (${id}, 1, now() + ${window}::int * interval '1 millisecond', now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN t.blocked_until > now() THEN t.failures + 1 ELSE 1 END,
        blocked_until = CASE WHEN t.blocked_until > now() THEN t.blocked_until ELSE excluded.blocked_until END,
        updated_at = now()
      RETURNING failures AS current, greatest(0, ceil(extract(epoch FROM t.blocked_until - now()) * 1000))::int AS ttl`,
  );
  const row = rowsOf<{ current: number; ttl: number }>(res)[0]!;
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Forgets the windows that ended over an hour ago; best effort, never awaited. */
export function sweepEndedWindows(db: DbOrTx): void {
  db.execute(sql`DELETE FROM account_throttles WHERE key LIKE 'rate:%' AND blocked_until < now() - interval '1 hour'`).catch(() => undefined);
}

/** How often one process sweeps the windows that ended long ago. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * @fastify/rate-limit's counters in PostgreSQL, so that every API instance on one database counts
 * the same window and a client gains nothing by landing on another instance (docs/accounts.md,
 * "Limits per address"). The plugin's own store counts per process.
 *
 * The windows live in `account_throttles`, the table of the per-account limits, under keys of their
 * own scope (`rate:` and the hash of route and client: no address is stored): `failures` counts the
 * requests of the window and `blocked_until` is when the window ends. One statement counts and
 * answers, so parallel requests on several instances cannot all pass. Fixed windows, as the
 * plugin's local store (the routes use neither `continueExceeding` nor `exponentialBackoff`).
 */
export function postgresRateLimitStore(db: Db, now: () => number = Date.now) {
  let lastSweep = now();
  const sweep = () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    sweepEndedWindows(db);
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope: string = '',
    ) {}

    incr(key: string, done: Incr, timeWindow: number) {
      countInWindow(db, `rate:${sha256(`${this.scope}|${key}`)}`, timeWindow).then(
        (counted) => {
          done(null, counted);
          sweep();
        },
        (err: Error) => done(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}
