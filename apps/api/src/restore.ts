// `npm run restore -- FILE [--force]`: loads a backup of `npm run backup` into the embedded
// database of DATA_DIR (docs/operations.md#backup-and-restore). PostgreSQL uses pg_restore.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedDataDir, loadCommandConfig } from './command-config';
import { DataDirInUseError } from './db/data-dir-lock';
import { restoreEmbedded, RestoreRefusedError } from './db/embedded-backup';

const USAGE = `Usage: npm run restore -- FILE [--force]
  Loads FILE (a backup of npm run backup) into the embedded database of DATA_DIR.
  DATA_DIR must hold no database, unless --force: the current one is then kept aside.
  Stop the server first. With DATABASE_URL use pg_restore (docs/operations.md#backup-and-restore).`;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(`name one backup file.\n${USAGE}`);

const config = (() => {
  try {
    return loadCommandConfig();
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (config.DATABASE_URL) fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md#backup-and-restore).');

const dataDir = embeddedDataDir(config);
try {
  const { previous } = await restoreEmbedded(resolve(positionals[0]!), dataDir, { force: values.force === true });
  console.log(`✔ Restored into ${dataDir}.${previous ? `\n  The database that was there is kept in ${previous}.` : ''}`);
} catch (err) {
  if (err instanceof DataDirInUseError || err instanceof RestoreRefusedError) fail(err.message);
  throw err;
}
