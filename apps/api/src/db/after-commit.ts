import type { Db, DbOrTx } from './client';

/** Work a transaction leaves for after its commit, given the database to open its own transactions on. */
export type AfterCommit = (db: Db) => Promise<void>;

/*
 * A transaction's savepoints share its session (drizzle hands each nested transaction the outer
 * one's session), so the queue is keyed by the session: work queued from a savepoint still waits for
 * the outermost commit.
 */
const queues = new WeakMap<object, AfterCommit[]>();
const sessionOf = (tx: DbOrTx): object => (tx as unknown as { session: object }).session;

/**
 * Runs `work` once the outermost transaction `tx` belongs to has committed, before that
 * transaction's caller gets its answer; never when it rolled back. Outside a transaction opened by
 * `db.transaction` (a bare `db`), `work` runs at once on it. Used to keep slow work that needs no
 * lock of the transaction's (the career plan's evaluation after a payment) from holding them.
 * `work` keeps its own failures: thrown, the caller would see an error for a committed change.
 */
export async function afterCommit(tx: DbOrTx, work: AfterCommit): Promise<void> {
  const queue = queues.get(sessionOf(tx));
  if (queue) queue.push(work);
  else await work(tx as Db);
}

/** Wraps `db.transaction` so that the work queued by `afterCommit` runs after each commit (db/client.ts). */
export function runningAfterCommit(db: Db, transaction: Db['transaction']): Db['transaction'] {
  return (async (work, config) => {
    const queue: AfterCommit[] = [];
    const result = await transaction(async (tx) => {
      // A transaction retried after a conflict (db/conflict-retry.ts) queues its work again.
      queue.length = 0;
      queues.set(sessionOf(tx), queue);
      return work(tx);
    }, config);
    for (const next of queue) await next(db);
    return result;
  }) as Db['transaction'];
}
