import { resolve } from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';

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

/** PostgreSQL with DATABASE_URL, otherwise the embedded PGlite kept in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite') });
}
