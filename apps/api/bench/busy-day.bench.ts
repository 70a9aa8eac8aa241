// Issue 16's busy day at a million members, on PostgreSQL (docs/performance.md, "Busy day"): 50
// concurrent clients (autocannon) paying monthly fees, orders and plan changes by balance, each
// payment paying ten levels of commissions up the generated network; an operator cancelling paid
// invoices; transfers between the payers. Printed from the same run: payments/s as a ratio to the
// `SELECT 1` route and to the floor (the requests' own SQL statements, captured from the API and
// replayed by pgbench at the same concurrency: payments alone, and the busy day's own mix of
// payments, transfers and cancellations, which the goal is judged on), p50/p99, 5xx and lock
// conflicts that reached a client, the CPU accounting of the other benches, the ledger verifier.
// `npm run bench -- --only busy-day`, or standalone: `npx tsx apps/api/bench/busy-day.bench.ts [members]`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { EarningCategory, InvoiceType, UserType } from '@clube/contract';
import { SC_BONIFICATION_CENTER_KEY } from '@clube/contract/configurations';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { configurations, unilevelTables, unilevelTableVersions } from '../src/db/schema';
import { verifyLedger } from '../src/features/ledger/ledger.verifier';
import { creditMember, insertMember } from '../src/seed/builders';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../src/features/orders/orders.fixtures';
import { cpuSampler } from './cpu-accounting';
import { CONNECTIONS, countCpuWith, countQueriesWith, load, type LoadResult } from './load';
import { loadAverage, printTable } from './hot-table';
import { withScratchNetwork } from './scratch-network';

const PAYERS = Number(process.env.BENCH_BUSY_PAYERS ?? 600);
const SELLERS = 10;
const FEES_PER_PAYER = 4;
const BUSY_SECONDS = Number(process.env.BENCH_BUSY_SECONDS ?? 15);
const FLOOR_SECONDS = 10;
const TEN_LEVELS = [1_000, 500, 400, 300, 200, 100, 100, 100, 100, 100];
const XSRF = 'bench-xsrf';
const CONFLICT = 'Muitas operações ao mesmo tempo';
const GOALS = { p99Ms: 1_000, floorRatio: 0.6 };
/** The busy day's mix, request by request: per ten, seven payments, two transfers, one cancellation of a paid invoice. */
const SLOTS = ['pay', 'pay', 'transfer', 'pay', 'pay', 'cancelPaid', 'pay', 'transfer', 'pay', 'pay'] as const;
const share = (kind: (typeof SLOTS)[number]) => SLOTS.filter((k) => k === kind).length;

interface Payer {
  id: number;
  token: string;
}
interface Op {
  kind: 'fee' | 'order' | 'plan change' | 'transfer' | 'cancelPaid';
  path: string;
  token: string;
  body: unknown;
  invoiceId?: number;
}

const headers = (token: string) => ({
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

async function prepare(db: Db) {
  const [table] = await db.insert(unilevelTables).values({ name: 'Bench: dia cheio' }).returning({ id: unilevelTables.id });
  await db.insert(unilevelTableVersions).values({ tableId: table!.id, version: 1, levelsBp: TEN_LEVELS });
  const center = { MonthlyPaymentUnilevelId: table!.id, PlanChangeUnilevelId: table!.id, ProductsUnilevelId: table!.id };
  await db
    .insert(configurations)
    .values({ key: SC_BONIFICATION_CENTER_KEY, value: center })
    .onConflictDoUpdate({ target: configurations.key, set: { value: center } });
  const [basic] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO plans (name, price_cents, monthly_payment_cents) VALUES ('Básico', 10000, 7990) RETURNING id`),
  );
  const [gold] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO plans (name, price_cents, monthly_payment_cents) VALUES ('Ouro', 25050, 12990) RETURNING id`),
  );
  // Payers ten levels or more down, Ativo: every payment walks ten uplines.
  const payers = rowsOf<{ id: number }>(
    await db.execute(sql`UPDATE users SET plan_id = ${basic!.id} WHERE id IN (
      SELECT id FROM users WHERE depth >= 11 AND status = 1 AND type = ${UserType.User} ORDER BY random() LIMIT ${PAYERS}) RETURNING id`),
  ).map((r) => Number(r.id));
  for (const id of payers) {
    await creditMember(db, id, 100_000_000, EarningCategory.Adesao, 'Saldo para o benchmark');
    await insertAddress(db, id, CITY.saoPaulo);
  }
  await db.execute(sql`
    INSERT INTO invoices (user_id, type, description, value_cents, due_date, status, token, plan_id)
    SELECT p.id, ${InvoiceType.Mensalidade}, 'Mensalidade — Plano Básico', 7990, DATE '2031-01-01' + k, 1,
           translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_'), ${basic!.id}
    FROM unnest(${sql.param(payers)}::int[]) AS p(id), generate_series(1, ${FEES_PER_PAYER}) k`);
  await db.execute(sql`
    INSERT INTO invoices (user_id, type, description, value_cents, due_date, status, token, plan_id)
    SELECT p.id, ${InvoiceType.TrocaDePlano}, 'Troca de Plano — Ouro', 25050, DATE '2031-01-01', 1,
           translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_'), ${gold!.id}
    FROM unnest(${sql.param(payers)}::int[]) AS p(id)`);
  const products: number[] = [];
  for (const id of payers.slice(0, SELLERS)) {
    const dc = await insertDistributionCenter(db, id, CITY.campinas);
    const storage = await insertStorage(db, dc.id, 1);
    const product = await insertProduct(db, { ownerId: id, name: `Produto do dia cheio ${id}` });
    await insertStock(db, { productId: product.id, storageId: storage.id, quantity: 10_000_000 });
    products.push(product.id);
  }
  const operator = await insertMember(db, { username: 'operador.bench', type: UserType.Administrator });
  await db.execute(sql`VACUUM ANALYZE invoices`);
  await db.execute(sql`CHECKPOINT`).catch(() => undefined);
  return { payers, products, operatorId: operator.id };
}

/** Statement text with its values written in (pgbench -M simple replays it as it ran). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (Array.isArray(v)) return `'{${v.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}'`;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
}
const inline = (s: { text: string; values: unknown[] }) => s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1])).trim();

/** A pgbench script in which client i replays the statements of perClient[i]. */
function perClientScript(dir: string, name: string, perClient: string[][]): string {
  const lines: string[] = [];
  perClient.forEach((stmts, i) => {
    lines.push(`${i === 0 ? '\\if' : '\\elif'} :client_id = ${i}`);
    for (const s of stmts) lines.push(`${s.replace(/;\s*$/, '')};`);
  });
  lines.push('\\endif');
  const script = join(dir, `${name}.sql`);
  writeFileSync(script, lines.join('\n') + '\n');
  return script;
}

/**
 * pgbench at CONNECTIONS clients over weighted scripts (`script@weight`): answers the tps of each
 * script, in the order given (pgbench prints one block per script when given more than one).
 */
function pgbenchFloor(url: string, scripts: Array<{ name: string; perClient: string[][]; weight: number }>): { tps: number[]; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'busy-day-'));
  const files = scripts.flatMap((s) => ['-f', `${perClientScript(dir, s.name, s.perClient)}@${s.weight}`]);
  const run = spawnSync('pgbench', ['-n', '-M', 'simple', '-c', String(CONNECTIONS), '-j', '2', '-T', String(FLOOR_SECONDS), ...files, url], {
    encoding: 'utf8',
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const total = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
  const each = [...output.matchAll(/transactions \([\d.]+% of total, tps = ([\d.]+)\)/g)].map((m) => Number(m[1]));
  return { tps: scripts.length === 1 ? [total] : each.length === scripts.length ? each : scripts.map(() => NaN), output };
}

export async function busyDayBench(baseUrl: string, members = Number(process.env.BENCH_NETWORK_MEMBERS ?? 1_000_000)) {
  return withScratchNetwork(baseUrl, { name: 'busyday', label: 'Busy day', members, poolSize: 4 }, async (database, generated, url) => {
    const setupStarted = performance.now();
    const prep = await prepare(database.db);
    const dbName = new URL(url).pathname.slice(1);
    // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there on exit (where a payment's CPU goes).
    const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
    const server = spawn(process.execPath, [...profile, '--import', 'tsx', new URL('./busy-day.server.ts', import.meta.url).pathname], {
      env: { ...process.env, BENCH_DB_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const ports = await new Promise<{ bare: number; app: number }>((resolve, reject) => {
      createInterface({ input: server.stdout! }).on('line', (line) => {
        try {
          resolve(JSON.parse(line));
        } catch {
          /* a log line */
        }
      });
      server.once('exit', (code) => reject(new Error(`busy day server exited with ${code}`)));
    });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const bare = `http://127.0.0.1:${ports.bare}`;
      const api = `http://127.0.0.1:${ports.app}`;
      const tokenOf = async (id: number, type: number = UserType.User) =>
        (
          (await (
            await fetch(`${bare}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, type }) })
          ).json()) as { token: string }
        ).token;
      const payers: Payer[] = [];
      for (const id of prep.payers) payers.push({ id, token: await tokenOf(id) });
      const operatorToken = await tokenOf(prep.operatorId, UserType.Administrator);
      const call = async (op: Op) => {
        const res = await fetch(`${api}${op.path}`, { method: 'POST', headers: headers(op.token), body: JSON.stringify(op.body) });
        return { status: res.status, body: await res.text() };
      };

      // Orders: one per payer from one of the sellers, never his own (placed before the clock starts).
      const invoiceRows = rowsOf<{ id: number; user_id: number; type: number }>(
        await database.db.execute(
          sql`SELECT id, user_id, type FROM invoices WHERE user_id = ANY(${sql.param(prep.payers)}::int[]) AND status = 1 ORDER BY due_date, id`,
        ),
      );
      const tokenById = new Map(payers.map((p) => [p.id, p.token]));
      const orderOps: Op[] = [];
      for (let i = 0; i < payers.length; i += 25) {
        await Promise.all(
          payers.slice(i, i + 25).map(async (p, k) => {
            const [address] = rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM addresses WHERE user_id = ${p.id} LIMIT 1`));
            const res = await call({
              kind: 'order',
              path: '/api/store/orders/createNewOrderWithInvoice',
              token: p.token,
              body: { Items: [{ ProductId: prep.products[(i + k + 1) % SELLERS], Quantity: 1 }], DeliveryAddressId: Number(address!.id) },
            });
            if (res.status !== 200) throw new Error(`order: ${res.status} ${res.body.slice(0, 200)}`);
            const invoiceId = (JSON.parse(res.body) as { Data: { InvoiceId: number } }).Data.InvoiceId;
            orderOps.push({ kind: 'order', path: '/api/payments/pay/balancePayment', token: p.token, body: { InvoiceId: invoiceId }, invoiceId });
          }),
        );
      }
      const payOp = (r: { id: number; user_id: number; type: number }): Op => ({
        kind: Number(r.type) === InvoiceType.TrocaDePlano ? 'plan change' : 'fee',
        path: '/api/payments/pay/balancePayment',
        token: tokenById.get(Number(r.user_id))!,
        body: { InvoiceId: Number(r.id) },
        invoiceId: Number(r.id),
      });
      // Interleaved: fee, fee, order, fee, plan change, fee... so the mix holds at any point. A member's
      // four fees are spread over the queue (ordered by due date, then id): like a real club, the 50
      // clients are 50 different members at any moment, never one member paying four fees at once.
      const fees = invoiceRows.filter((r) => Number(r.type) === InvoiceType.Mensalidade).map(payOp);
      const changes = invoiceRows.filter((r) => Number(r.type) === InvoiceType.TrocaDePlano).map(payOp);
      const queue: Op[] = [];
      while (fees.length || changes.length || orderOps.length) {
        for (const src of [fees, fees, orderOps, fees, changes, fees]) if (src.length) queue.push(src.shift()!);
      }
      const paid: number[] = [];
      const transferOp = (): Op => {
        const from = payers[Math.floor(Math.random() * payers.length)]!;
        let to = payers[Math.floor(Math.random() * payers.length)]!;
        while (to.id === from.id) to = payers[Math.floor(Math.random() * payers.length)]!;
        return {
          kind: 'transfer',
          path: '/api/users/transfers/createNewUserTransfer',
          token: from.token,
          body: { ToUserId: to.id, Value: 0.01, WalletType: 1 },
        };
      };
      const cancelOp = (id: number): Op => ({
        kind: 'cancelPaid',
        path: `/api/admin/invoices/${id}/cancelPaid`,
        token: operatorToken,
        body: { Reason: 'Contestado (bench).' },
      });

      // Warm-up, outside the figures: payments until fifty fees and plan changes are paid (the
      // operator's first cancellations, one per floor client: two never cancel the same invoice at
      // once, as in the busy day). A paid order's invoice is not the operator's to cancel (409).
      while (paid.length < CONNECTIONS) {
        const op = queue.shift()!;
        const res = await call(op);
        if (res.status !== 200) throw new Error(`warm-up: ${res.status} ${res.body.slice(0, 200)}`);
        if (op.kind !== 'order') paid.push(op.invoiceId!);
      }

      // The floors: each of the 50 pgbench clients replays one payment's statements as the API ran
      // them; and, for the same mix as the busy day, one transfer's and one cancellation's too.
      const captured = async (op: Op) => {
        await fetch(`${bare}/capture/start`, { method: 'POST' });
        const res = await call(op);
        const { statements } = (await (await fetch(`${bare}/capture/stop`, { method: 'POST' })).json()) as {
          statements: Array<{ text: string; values: unknown[] }>;
        };
        if (res.status !== 200) throw new Error(`capture of a ${op.kind}: ${res.status} ${res.body.slice(0, 200)}`);
        return statements.map(inline);
      };
      const perClient: string[][] = [];
      for (const op of queue.slice(0, CONNECTIONS)) perClient.push(await captured(op));
      const transfersPerClient: string[][] = [];
      const cancelsPerClient: string[][] = [];
      for (let i = 0; i < CONNECTIONS; i++) {
        transfersPerClient.push(await captured(transferOp()));
        cancelsPerClient.push(await captured(cancelOp(paid[i]!)));
      }
      // BENCH_DUMP_CAPTURE=file: a few captured requests' statements, to see where the round trips go.
      if (process.env.BENCH_DUMP_CAPTURE) {
        writeFileSync(
          process.env.BENCH_DUMP_CAPTURE,
          JSON.stringify({ payments: perClient.slice(0, 6), transfer: transfersPerClient[0], cancel: cancelsPerClient[0] }, null, 1),
        );
      }
      const statementsPerPayment = perClient.reduce((n, s) => n + s.length, 0) / perClient.length;
      console.log(`\nBusy day: setup ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${payers.length} payers, ${queue.length} invoices to pay)`);

      countQueriesWith(async () => ((await (await fetch(`${bare}/queries`)).json()) as { queries: number }).queries);
      const sampleCpu = cpuSampler(server.pid!, admin, dbName);
      if (sampleCpu) countCpuWith(sampleCpu);
      const loadBefore = loadAverage();
      const select1 = await load('SELECT 1 through the pool', { url: `${api}/bench/select1` });
      await new Promise((r) => setTimeout(r, 2_000));

      // The busy day: the requests follow SLOTS, one after the other.
      let slot = 0;
      const counts: Record<string, Record<string, number>> = {};
      let conflicts = 0;
      let fiveXx = 0;
      const next = (): Op => {
        const kind = SLOTS[slot++ % SLOTS.length]!;
        if (kind === 'pay' && queue.length) return queue.shift()!;
        if (kind === 'cancelPaid' && paid.length) return cancelOp(paid.shift()!);
        return transferOp();
      };
      const busyOptions: autocannon.Options = {
        url: api,
        duration: BUSY_SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (req, context) => {
              const op = next();
              (context as { op?: Op }).op = op;
              return { ...req, method: 'POST', path: op.path, headers: headers(op.token), body: JSON.stringify(op.body) };
            },
            onResponse: (status, body, context) => {
              const op = (context as { op: Op }).op;
              const byKind = (counts[op.kind] ??= {});
              byKind[status] = (byKind[status] ?? 0) + 1;
              if (status >= 500) fiveXx++;
              if (body.includes(CONFLICT) || body.includes('deadlock')) conflicts++;
              if (status === 200 && op.invoiceId !== undefined && op.kind !== 'order') paid.push(op.invoiceId);
            },
          },
        ],
      };
      const busy = await load('busy day (payments, transfers, cancellations)', busyOptions);
      const payments = ['fee', 'order', 'plan change'].reduce((n, k) => n + (counts[k]?.['200'] ?? 0), 0);
      const paymentsPerSecond = payments / BUSY_SECONDS;
      await new Promise((r) => setTimeout(r, 2_000));
      const floor = pgbenchFloor(url, [{ name: 'payments', perClient, weight: 1 }]);
      await new Promise((r) => setTimeout(r, 2_000));
      // The busy day's own proportions (SLOTS).
      const mixFloor = pgbenchFloor(url, [
        { name: 'payments', perClient, weight: share('pay') },
        { name: 'transfers', perClient: transfersPerClient, weight: share('transfer') },
        { name: 'cancellations', perClient: cancelsPerClient, weight: share('cancelPaid') },
      ]);
      const loadAfter = loadAverage();
      const problems = await verifyLedger(database.db);

      const ratioSelect1 = paymentsPerSecond / select1.requestsPerSecond;
      const ratioPaymentsFloor = paymentsPerSecond / floor.tps[0]!;
      const mixFloorPayments = mixFloor.tps[0]!;
      const ratioFloor = paymentsPerSecond / mixFloorPayments;
      const cpu = (r: LoadResult) => r.cpuMsPerRequest;
      console.log(`Busy day (PostgreSQL, ${generated.members} members, ${CONNECTIONS} clients, ${BUSY_SECONDS} s; load average ${loadBefore} → ${loadAfter})`);
      printTable(
        ['measure', 'value', 'goal'],
        [
          ['SELECT 1 route, req/s', select1.requestsPerSecond.toFixed(0), ''],
          ['busy day, requests/s (all kinds)', busy.requestsPerSecond.toFixed(0), ''],
          ['payments/s (200s: fees, orders, plan changes)', paymentsPerSecond.toFixed(1), ''],
          ['payments/s vs SELECT 1 route', ratioSelect1.toFixed(3), ''],
          [`floor, payments alone: one payment's statements replayed by pgbench, ${CONNECTIONS} clients, tps`, floor.tps[0]!.toFixed(1), ''],
          ['payments/s vs floor of payments alone', ratioPaymentsFloor.toFixed(3), ''],
          [
            `floor, the same mix (${share('pay')} payments : ${share('transfer')} transfers : ${share('cancelPaid')} cancellation), payments/s`,
            mixFloorPayments.toFixed(1),
            '',
          ],
          ['payments/s vs floor of the same mix', ratioFloor.toFixed(3), `≥ ${GOALS.floorRatio}: ${ratioFloor >= GOALS.floorRatio ? 'met' : 'MISSED'}`],
          ['statements per payment (captured)', statementsPerPayment.toFixed(1), ''],
          ['p50 ms (all requests)', String(busy.latencyP50), ''],
          ['p99 ms (all requests)', String(busy.latencyP99), `< ${GOALS.p99Ms}: ${busy.latencyP99 < GOALS.p99Ms ? 'met' : 'MISSED'}`],
          ['5xx answers', String(fiveXx), `0: ${fiveXx === 0 ? 'met' : 'MISSED'}`],
          ['lock conflicts that reached a client', String(conflicts), ''],
          [
            'CPU ms/request, SELECT 1: API / PostgreSQL / machine',
            cpu(select1) ? `${cpu(select1)!.api.toFixed(3)} / ${cpu(select1)!.postgres.toFixed(3)} / ${cpu(select1)!.machine.toFixed(3)}` : '-',
            '',
          ],
          [
            'CPU ms/request, busy day: API / PostgreSQL / machine',
            cpu(busy) ? `${cpu(busy)!.api.toFixed(3)} / ${cpu(busy)!.postgres.toFixed(3)} / ${cpu(busy)!.machine.toFixed(3)}` : '-',
            '',
          ],
          ['queries/request, busy day', busy.queriesPerRequest?.toFixed(1) ?? '-', ''],
          ['ledger verifier', problems.length === 0 ? 'clean' : `${problems.length} problems`, ''],
        ],
      );
      console.log('answers by kind and status:', JSON.stringify(counts));
      for (const f of [floor, mixFloor]) if (!f.tps.every(Number.isFinite)) console.log(f.output.slice(-2_000));
      mkdirSync('bench-results', { recursive: true });
      writeFileSync(
        'bench-results/busy-day.json',
        JSON.stringify(
          {
            members: generated.members,
            loadBefore,
            loadAfter,
            select1,
            busy,
            counts,
            payments,
            paymentsPerSecond,
            ratioSelect1,
            floorTps: floor.tps[0],
            ratioPaymentsFloor,
            mixFloorTps: mixFloor.tps,
            ratioFloor,
            fiveXx,
            conflicts,
            statementsPerPayment,
            ledgerProblems: problems.length,
          },
          null,
          2,
        ),
      );
      if (problems.length > 0) process.exitCode = 1;
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await admin.end();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await busyDayBench(base, process.argv[2] ? Number(process.argv[2]) : undefined);
}
