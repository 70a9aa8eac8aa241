import type { DbOrTx } from '../db/client';
import { AppError } from './errors';
import { countInWindow, sweepEndedWindows, SWEEP_EVERY_MS } from './rate-limit-store';
import { sha256 } from './tokens';

/**
 * A limit counted inside a handler, where @fastify/rate-limit's one limit per route does not reach:
 * a key known only once the caller is authenticated (his account), or a second key on the same
 * route. Fixed windows counted in the database (`account_throttles`, `rate:` keys, the same
 * statement as the per-address limits, rate-limit-store.ts), so every API instance counts the same
 * window on PostgreSQL as on PGlite.
 */
export interface WindowRule {
  /** Keeps the limits apart. */
  scope: string;
  /** Requests allowed in one window; the next one answers 429. */
  max: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

export interface WindowLimit {
  /** Counts one request on the key, before the work it guards; throws 429 when the window is full. */
  take(db: DbOrTx, rule: WindowRule, key: string): Promise<void>;
}

/** `enabled` follows RATE_LIMITS (off only for benchmarks and load tests). */
export function createWindowLimit(opts: { enabled: boolean; now?: () => number }): WindowLimit {
  if (!opts.enabled) return { take: async () => {} };
  const now = opts.now ?? Date.now;
  let lastSweep = now();
  return {
    async take(db, rule, key) {
      // The key is hashed: the table holds no address and no account id.
      const { current } = await countInWindow(db, `rate:${sha256(`${rule.scope}|${key}`)}`, rule.windowSeconds * 1000);
      if (now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now();
        sweepEndedWindows(db);
      }
      if (current > rule.max) throw new AppError('TOO_MANY_REQUESTS', rule.message);
    },
  };
}
