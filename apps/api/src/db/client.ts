import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { paths } from '../paths';
import { listenPg, listenPglite, type ListenHandlers, type StopListening } from './listen';
import { retryingConflicts } from './conflict-retry';
import { runningAfterCommit } from './after-commit';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so that a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** Subscribes to NOTIFY on a channel (cache invalidation across API instances). */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  /** Connections of the pool (platform/metrics.ts); PGlite is one connection, always there. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const migrationsFolder = paths.migrations;

/**
 * The embedded PostgreSQL with the extensions the migrations need, in `dataDir` (or in memory);
 * `loadDataDir` fills a new one from a backup (db/embedded-backup.ts).
 */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { ltree, pg_trgm } });
  await client.waitReady;
  return client;
}

/**
 * Every outermost `db.transaction(...)` runs again when PostgreSQL ends it with a deadlock or a
 * serialization failure (db/conflict-retry.ts): the retry sits at the transaction boundary, once,
 * for every feature. Savepoints (`tx.transaction`) are not retried on their own: the conflict
 * already ended the whole transaction.
 */
function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => retryingConflicts(() => transaction(work, config))) as Db['transaction'];
  return db;
}

/**
 * `afterCommit` work (db/after-commit.ts) runs once the outermost transaction has committed: outside
 * the retry, so a committed transaction is never run again.
 */
function withAfterCommit(db: Db): Db {
  db.transaction = runningAfterCommit(db, db.transaction.bind(db));
  return db;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory), filled
 * from `loadDataDir` when given (a dump of another PGlite's data directory).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      // JIT compiles the shop listing's plan for up to a second per call and saves nothing on
      // statements of milliseconds (docs/performance.md).
      options: '-c jit=off',
    });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must
    // not crash the process: the pool replaces it on the next checkout.
    pool.on('error', (err) => {
      if (!/terminating connection due to administrator command/.test(err.message)) console.error('database pool error:', err.message);
    });
    const db = withAfterCommit(retryingTransactions(drizzlePg(pool, { schema }) as unknown as Db));
    return {
      db,
      kind: 'pg',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: (channel, handlers) => listenPg(opts.url!, channel, handlers),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = await openPglite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}
