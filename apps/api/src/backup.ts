// `npm run backup`: writes the embedded database to a .tar.gz (docs/operations.md#backup-and-restore).
// PostgreSQL (DATABASE_URL) is backed up with pg_dump, not with this command.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedDataDir, loadCommandConfig } from './command-config';
import { DataDirInUseError } from './db/data-dir-lock';
import { backupEmbedded, RestoreRefusedError } from './db/embedded-backup';

const USAGE = `Usage: npm run backup -- [--out FILE]
  Writes the embedded database of DATA_DIR to FILE (default: backups/clube-<date-time>.tar.gz).
  Stop the server first: the embedded database serves one process at a time.
  With DATABASE_URL use pg_dump (docs/operations.md#backup-and-restore).`;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = (() => {
  try {
    return loadCommandConfig();
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (config.DATABASE_URL) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md#backup-and-restore).');

const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const file = resolve(values.out ?? `backups/clube-${stamp}.tar.gz`);
try {
  const bytes = await backupEmbedded(embeddedDataDir(config), file);
  console.log(`✔ Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
} catch (err) {
  if (err instanceof DataDirInUseError || err instanceof RestoreRefusedError) fail(err.message);
  throw err;
}
