import { resolve } from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { registerAllInvoiceHandlers } from './invoice-handlers';

/**
 * The configuration of a one-off command (seed, create-admin): it reads the same environment as
 * the server but only touches the database, so the settings that only serving needs (JWT_SECRET,
 * PAYMENT_GATEWAY) are not demanded. Never serve with it.
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const filled = (v: string | undefined, fallback: string) => (v?.trim() ? v : fallback);
  return loadConfig({
    ...env,
    JWT_SECRET: filled(env.JWT_SECRET, 'not-used-by-commands-not-used-by-commands'),
    PAYMENT_GATEWAY: filled(env.PAYMENT_GATEWAY, 'offline'),
  });
}

/** Where the embedded database keeps its files: DATA_DIR/pglite. */
export const embeddedDataDir = (config: Pick<Config, 'DATA_DIR'>) => resolve(config.DATA_DIR, 'pglite');

/**
 * PostgreSQL with DATABASE_URL, otherwise the embedded PGlite kept in DATA_DIR, held by this
 * process until it is closed (db/data-dir-lock.ts: a second process is refused, not let in).
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  // A command may move invoices (the seed pays its orders, the jobs expire them).
  registerAllInvoiceHandlers();
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL });
  const dataDir = embeddedDataDir(config);
  const release = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    return { ...database, close: () => database.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}
