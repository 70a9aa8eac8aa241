import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { generateNetwork } from './network.generate';

export type GeneratedNetwork = Awaited<ReturnType<typeof generateNetwork>>;

/**
 * Creates a scratch database next to `baseUrl`, migrates it, generates `members` there and runs
 * `fn` on it; the database is dropped afterwards unless BENCH_NETWORK_KEEP is set.
 */
export async function withScratchNetwork<T>(
  baseUrl: string,
  opts: { name: string; label: string; members: number; poolSize: number },
  fn: (database: Database, generated: GeneratedNetwork, url: string) => Promise<T>,
): Promise<T> {
  const dbName = `clube_${opts.name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), poolSize: opts.poolSize });
  try {
    await database.migrate();
    const generated = await generateNetwork(database.db, opts.members);
    console.log(`\n${opts.label}: ${generated.members} members generated in ${generated.seconds.toFixed(1)} s`, generated.shape);
    return await fn(database, generated, url.toString());
  } finally {
    await database.close();
    if (process.env.BENCH_NETWORK_KEEP) console.log(`kept database ${dbName}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
