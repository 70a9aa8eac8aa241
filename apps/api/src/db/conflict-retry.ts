import { setTimeout as sleep } from 'node:timers/promises';
import { isLockConflict } from '../platform/errors';

/** Tries in all: the lock order (docs/ledger.md) makes a conflict rare, so a few are plenty. */
export const CONFLICT_TRIES = 5;

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
