import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { paths } from '../src/paths';

/*
 * Every test file starts from an empty, migrated database. Building one from nothing costs about
 * 2.5 s on PGlite (initdb in WebAssembly, then the migrations) and 0.3 s on PostgreSQL; copying a
 * migrated template costs 0.5 s and 0.05 s. The template is named after a hash of the migrations,
 * so a new migration builds a new one and no file ever starts from a stale schema.
 */

let hashed: string | undefined;
function migrationsHash(): string {
  if (hashed) return hashed;
  const hash = createHash('sha256');
  for (const name of readdirSync(paths.migrations).sort()) {
    if (!name.endsWith('.sql')) continue;
    hash.update(name).update(readFileSync(join(paths.migrations, name)));
  }
  hash.update(readFileSync(paths.migrationsJournal));
  hashed = hash.digest('hex').slice(0, 16);
  return hashed;
}

let pgliteDump: Promise<Blob> | undefined;

/** A dump of a migrated PGlite's data directory, built once per migrations and kept in the temp folder for every worker. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `clube-test-pglite-${migrationsHash()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({});
      await database.migrate();
      const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
      await database.close();
      // Written aside and renamed: a worker reading at the same moment sees the whole file or none.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteDump;
}

let pgTemplateName: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), built once per
 * migrations; each worker asks the server once.
 */
export function pgTemplate(base: string): Promise<string> {
  pgTemplateName ??= ensurePgTemplate(base);
  return pgTemplateName;
}

async function ensurePgTemplate(base: string): Promise<string> {
  const name = `clube_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // One worker builds it; the others wait for the lock and find it there.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 1 });
      await database.migrate();
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
  return name;
}
