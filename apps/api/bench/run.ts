// `npm run bench`: load and scale figures on this machine's PostgreSQL, each as a ratio to
// baselines measured in the same run. Never part of `npm test`.
// `npm run bench -- --only hot` (or BENCH_ONLY=hot): the foundation, hot reads and transfers only,
// without the network bench and its million generated members. `--only marketplace`: the shop
// listing and orders over 100,000 generated products only (marketplace.bench.ts).
// `--only bonuses`: the bonus engine over its own million generated members (bonuses.bench.ts).
// `--only billing`: the month's invoices of its own million generated members (billing.bench.ts).
// `--only busy-day`: payments, transfers and cancellations at once over its own million generated
// members, next to the SELECT 1 route and the pgbench floor (busy-day.bench.ts).
// `--only web`: the web build's weight, Lighthouse scores and installability (web.bench.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { foundationMeasures, signInFlowMeasure } from './foundation.bench';
import { hotReadMeasures, type Reader } from './hot-reads.bench';
import { hotRows, loadAverage, printHotTable } from './hot-table';
import { CONNECTIONS, DURATION_S, ROUNDS, countCpuWith, countQueriesWith, measureAll } from './load';
import { cpuSampler } from './cpu-accounting';
import { marketplaceBench } from './marketplace.bench';
import { transferMeasures, type Wallet } from './transfers.bench';
import { networkBench } from './network.bench';
import { bonusesBenchStandalone } from './bonuses.bench';
import { billingBenchStandalone } from './billing.bench';
import { busyDayBench } from './busy-day.bench';
import { webBench } from './web.bench';
import { openDatabase } from '../src/db/client';
import { verifyLedger } from '../src/features/ledger/ledger.verifier';
import { registerAllInvoiceHandlers } from '../src/invoice-handlers';

// The in-process benches settle and expire invoices without building the app.
registerAllInvoiceHandlers();

const onlyArg = process.argv.indexOf('--only');
const only = (onlyArg >= 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY) ?? 'all';
if (only !== 'all' && only !== 'hot' && only !== 'marketplace' && only !== 'bonuses' && only !== 'billing' && only !== 'busy-day' && only !== 'web') {
  throw new Error(`--only takes 'hot', 'marketplace', 'bonuses', 'billing', 'busy-day' or 'web' (or nothing for the full run), not '${only}'`);
}
// The web alone: the build's weight, Lighthouse and installability on the embedded demo (web.bench.ts).
if (only === 'web') {
  await webBench();
  process.exit(0);
}
// The busy day alone: its own generated network and server (busy-day.bench.ts).
if (only === 'busy-day') {
  await busyDayBench(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  process.exit(0);
}
// The bonus engine alone: its own generated network, no server (bonuses.bench.ts).
if (only === 'bonuses') {
  await bonusesBenchStandalone(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  process.exit(0);
}
// Recurring billing alone: its own generated network, no server (billing.bench.ts).
if (only === 'billing') {
  await billingBenchStandalone(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  process.exit(0);
}

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `clube_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;

// node itself (not npx) so that the signal reaches the server and not a wrapper that would orphan it.
const server = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
  // The marketplace alone needs none of the transfer figures' funded wallets.
  env: { ...process.env, BENCH_DB_URL: url.toString(), ...(only === 'marketplace' ? { BENCH_WALLETS: '0' } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ bare: number; app: number; hot: Wallet; wallets: Wallet[]; reader: Reader }>((resolve, reject) => {
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

const loadBefore = loadAverage();
try {
  countQueriesWith(async () => ((await (await fetch(`http://127.0.0.1:${ports.bare}/queries`)).json()) as { queries: number }).queries);
  const sampleCpu = cpuSampler(server.pid!, admin, dbName);
  if (sampleCpu) countCpuWith(sampleCpu);
  if (only !== 'marketplace') {
    const results = await measureAll([
      ...(await foundationMeasures(ports)),
      ...hotReadMeasures(ports.app, ports.reader),
      ...transferMeasures(ports.app, ports.hot, ports.wallets),
      signInFlowMeasure(ports.app),
    ]);
    const verifierDb = await openDatabase({ url: url.toString(), poolSize: 2 });
    const problems = await verifyLedger(verifierDb.db);
    await verifierDb.close();
    const rows = hotRows(results);
    console.log(
      `\nFoundation, hot reads and transfers (PostgreSQL, RATE_LIMITS=off, autocannon ${CONNECTIONS} connections, median of ${ROUNDS} interleaved runs of ${DURATION_S} s)`,
    );
    console.log(`load average before: ${loadBefore}, after: ${loadAverage()} (${cpus().length} cores)`);
    printHotTable(rows);
    console.log(`ledger verifier after the run: ${problems.length === 0 ? 'clean' : JSON.stringify(problems.slice(0, 5))}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/foundation.json', JSON.stringify({ loadBefore, loadAfter: loadAverage(), rows, ledgerProblems: problems.length }, null, 2));
    if (problems.length > 0) process.exitCode = 1;
  }
  // In the same database and server, after the hot figures (its 100,000 products would not change them).
  if (only !== 'hot' && process.env.BENCH_MARKETPLACE !== 'off') await marketplaceBench(url.toString(), ports);
  if (only === 'all' && process.env.BENCH_NETWORK !== 'off') await networkBench(baseUrl);
  // On a million members of its own: it makes every member Ativo on a plan, which the network figures must not see.
  if (only === 'all' && process.env.BENCH_BILLING !== 'off') await billingBenchStandalone(baseUrl);
  // Its own million members and server: payments, transfers and cancellations at once.
  if (only === 'all' && process.env.BENCH_BUSY_DAY !== 'off') await busyDayBench(baseUrl);
  if (only === 'all' && process.env.BENCH_WEB !== 'off') await webBench();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  // BENCH_KEEP: leave the database for EXPLAIN by hand (drop it afterwards).
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
