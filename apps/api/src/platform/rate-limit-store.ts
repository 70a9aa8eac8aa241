import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { sha256 } from './tokens';

type Incr = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often one process sweeps the windows that ended long ago. */
const SWEEP_EVERY_MS = 10 * 60_000;

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
    db.execute(sql`DELETE FROM account_throttles WHERE key LIKE 'rate:%' AND blocked_until < now() - interval '1 hour'`).catch(() => undefined);
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope: string = '',
    ) {}

    incr(key: string, done: Incr, timeWindow: number) {
      const id = `rate:${sha256(`${this.scope}|${key}`)}`;
      const window = Math.max(1, Math.trunc(timeWindow));
      db.execute(
        sql`INSERT INTO account_throttles AS t (key, failures, blocked_until, updated_at)
          VALUES (${id}, 1, now() + ${window}::int * interval '1 millisecond', now())
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN t.blocked_until > now() THEN t.failures + 1 ELSE 1 END,
            blocked_until = CASE WHEN t.blocked_until > now() THEN t.blocked_until ELSE excluded.blocked_until END,
            updated_at = now()
          RETURNING failures AS current, greatest(0, ceil(extract(epoch FROM t.blocked_until - now()) * 1000))::int AS ttl`,
      ).then(
        (res) => {
          const row = rowsOf<{ current: number; ttl: number }>(res)[0]!;
          done(null, { current: Number(row.current), ttl: Number(row.ttl) });
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
