import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openPglite } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * Backup and restore of the embedded database (docs/operations.md#backup-and-restore): PGlite's
 * own dump of its data folder, a .tar.gz, taken and loaded while this process holds the folder
 * (db/data-dir-lock.ts), so never beside a running server. PostgreSQL uses pg_dump/pg_restore.
 */
export class RestoreRefusedError extends Error {}

const isEmbeddedDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Writes the database in `dataDir` to `file` (.tar.gz); answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!isEmbeddedDatabase(dataDir)) throw new RestoreRefusedError(`There is no embedded database in ${dataDir}.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await openPglite({ dataDir });
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    mkdirSync(dirname(file), { recursive: true });
    // Written aside, then renamed: a backup file is whole or absent.
    const partial = `${file}.partial-${process.pid}`;
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
    return bytes.length;
  } finally {
    release();
  }
}

/**
 * Loads `file` into `dataDir`. An existing database there is refused unless `force`; then it is
 * kept beside, renamed `<dataDir>.before-restore-<time>`, and that path is answered. The backup is
 * loaded into a new folder first and checked (it must hold the migrations table), so a bad file
 * leaves the current database untouched.
 */
export async function restoreEmbedded(file: string, dataDir: string, opts: { force?: boolean; now?: Date } = {}): Promise<{ previous?: string }> {
  if (!existsSync(file)) throw new RestoreRefusedError(`Backup file not found: ${file}`);
  const release = lockDataDir(dataDir);
  const incoming = `${dataDir}.restoring-${process.pid}`;
  try {
    const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (occupied && !opts.force) {
      throw new RestoreRefusedError(`${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force (the current one is kept aside).`);
    }
    rmSync(incoming, { recursive: true, force: true });
    const notABackup = () => new RestoreRefusedError(`${file} is not a backup of Clube Office's embedded database.`);
    // Checked here: PGlite fails on a bad archive outside any promise a caller could catch.
    let tar: Buffer;
    try {
      tar = gunzipSync(readFileSync(file));
    } catch {
      throw notABackup();
    }
    if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw notABackup();
    const archive = new File([new Uint8Array(tar)], basename(file).replace(/\.gz$/, ''), { type: 'application/x-tar' });
    const client = await openPglite({ dataDir: incoming, loadDataDir: archive }).catch(() => {
      throw notABackup();
    });
    try {
      await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
    } catch {
      throw notABackup();
    } finally {
      await client.close();
    }
    let previous: string | undefined;
    if (existsSync(dataDir)) {
      if (occupied) {
        previous = `${dataDir}.before-restore-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
        renameSync(dataDir, previous);
      } else {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    renameSync(incoming, dataDir);
    return { previous };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    release();
  }
}
