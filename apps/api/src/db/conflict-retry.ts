import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL's answers that mean "this transaction lost a race, run it again": a deadlock
 * (40P01) or a serialization failure (40001). Nothing the transaction did was kept.
 */
const RETRYABLE = new Set(['40P01', '40001']);
/** Tries in all: the lock order (docs/ledger.md) makes a conflict rare, so a few are plenty. */
export const CONFLICT_TRIES = 5;

/** The SQLSTATE of a database error, whether the driver's own or wrapped by drizzle (`cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isLockConflict = (err: unknown) => RETRYABLE.has(sqlStateOf(err) ?? '');

/** Counts of conflicts retried and of those that ran out of tries (platform/metrics.ts reads them). */
export const conflictCounters = { retried: 0, exhausted: 0 };

/**
 * Runs a whole transaction again when PostgreSQL ends it with a lock conflict: at most
 * CONFLICT_TRIES times, after a random pause that grows with each try (so the two sides of a
 * deadlock do not collide again in step). Safe because the transaction's body only talks to the
 * database and every money movement carries its idempotency key (docs/ledger.md, "Retry").
 */
export async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isLockConflict(err)) throw err;
      if (attempt >= CONFLICT_TRIES) {
        conflictCounters.exhausted++;
        throw err;
      }
      conflictCounters.retried++;
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}
