// `npm run bench`: load and scale figures on this machine's PostgreSQL, each as a ratio to
// baselines measured in the same run. Never part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { foundationBench } from './foundation.bench';
import { transfersBench, type Wallet } from './transfers.bench';
import { networkBench } from './network.bench';
import { openDatabase } from '../src/db/client';
import { verifyLedger } from '../src/features/ledger/ledger.verifier';
import type { LoadResult } from './load';

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `clube_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

// node itself (not npx) so that the signal reaches the server and not a wrapper that would orphan it.
const server = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
  env: { ...process.env, BENCH_DB_URL: url.toString() },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ bare: number; app: number; hot: Wallet; wallets: Wallet[] }>((resolve, reject) => {
  const rl = createInterface({ input: server.stdout! });
  rl.on('line', (line) => {
    try {
      resolve(JSON.parse(line));
    } catch {
      /* a log line */
    }
  });
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

try {
  const results = [...(await foundationBench(ports)), ...(await transfersBench(ports.app, ports.hot, ports.wallets))];
  const verifierDb = await openDatabase({ url: url.toString(), poolSize: 2 });
  const problems = await verifyLedger(verifierDb.db);
  await verifierDb.close();
  const bare = results[0]!.requestsPerSecond;
  const select1 = results[1]!.requestsPerSecond;
  const rows = results.map((r: LoadResult) => ({
    measure: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'vs bare': (r.requestsPerSecond / bare).toFixed(3),
    'vs SELECT 1': (r.requestsPerSecond / select1).toFixed(3),
    'p50 ms': r.latencyP50,
    'p99 ms': r.latencyP99,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.log('\nFoundation and transfers (PostgreSQL, RATE_LIMITS=off, autocannon 50 connections)');
  console.table(rows);
  console.log(`ledger verifier after the run: ${problems.length === 0 ? 'clean' : JSON.stringify(problems.slice(0, 5))}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/foundation.json', JSON.stringify({ rows, ledgerProblems: problems.length }, null, 2));
  if (problems.length > 0) process.exitCode = 1;
  if (process.env.BENCH_NETWORK !== 'off') await networkBench(baseUrl);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
