// Many instances (docs/operations.md#many-instances): two compiled API instances with JOBS=on on
// one fresh PostgreSQL, nginx in front. 1,000 mixed requests go through nginx while instance A is
// stopped with SIGTERM and started again: no request is lost, the ledger stays whole, a session
// opened on one instance works on the other, and a job started on both at once runs once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { BILLING_JOBS, BILLING_LOCK } from '../src/features/billing';
import { verifyLedger } from '../src/features/ledger';
import {
  ensureApiBuilt,
  findNginx,
  freePort,
  freshDatabase,
  postgresAnswers,
  query,
  repoRoot,
  sleep,
  startInstance,
  startNginx,
  type Instance,
  type Proxy,
} from './cluster';

const TOTAL = 1_000;
const STOP_A_AFTER = 300;
/** While A is away the load goes on, but keeps this many requests for after its return. */
const KEEP_FOR_AFTER = 100;
const WORKERS = 10;

const base = process.env.TEST_DATABASE_URL;
const nginx = findNginx();
const pgUp = await postgresAnswers(base);
const missing = [!nginx && 'nginx (apt-get install -y nginx)', !pgUp && 'PostgreSQL (TEST_DATABASE_URL)'].filter(Boolean);
if (missing.length > 0 && !process.env.CI) console.warn(`\n⚠ ops: many-instances test skipped, missing: ${missing.join(' and ')}\n`);

const MEMBERS = [
  { username: 'demo', password: 'demo1234' },
  { username: 'lider', password: 'lider1234' },
  { username: 'fundador', password: 'fundador1234' },
] as const;

// CI installs both (.ci/run): there the test runs, and a missing one fails it, never skips it.
describe.runIf(missing.length === 0 || !!process.env.CI)('two instances behind nginx on one PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clube-ops-'));
  let db: { url: string; drop(): Promise<void> };
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;

  beforeAll(async () => {
    expect(missing, 'the operations test needs nginx and PostgreSQL').toEqual([]);
    ensureApiBuilt();
    db = await freshDatabase(base!);
    env = {
      DATABASE_URL: db.url,
      JWT_SECRET: 'ops-test-secret-ops-test-secret-0123456789',
      PAYMENT_GATEWAY: 'offline',
      SEED_DEMO: '1',
      JOBS: 'on',
      RATE_LIMITS: 'on',
      // nginx (and this test's clients) connect from loopback: their X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_TIMEOUT_SECONDS: '25',
    };
    // A first: it migrates and seeds the demo club; B finds both done.
    a = await startInstance('A', await freePort(), env);
    b = await startInstance('B', await freePort(), env);
    proxy = await startNginx(nginx!, dir, await freePort(), [a.port, b.port]);
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One call: JSON in and out, the XSRF double submit, the client's address as nginx forwards it. */
  async function call(url: string, opts: { method?: 'GET' | 'POST'; body?: unknown; token?: string; ip?: string } = {}) {
    const headers: Record<string, string> = { cookie: 'XSRF-TOKEN=ops', 'x-xsrf-token': 'ops' };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    const res = await fetch(url, { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let json: { Data?: Record<string, unknown> } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, upstream: res.headers.get('x-upstream') ?? '' };
  }

  const login = (root: string, m: (typeof MEMBERS)[number], ip?: string) =>
    call(`${root}/api/accounts/token/getAuthToken`, { method: 'POST', body: { Username: m.username, Password: m.password, UserType: 2 }, ip });

  it('serves 1,000 mixed requests through nginx while instance A stops and starts again, losing none', async () => {
    const [liderRow] = await query<{ id: number }>(db.url, `SELECT id FROM users WHERE username = 'lider'`);
    const balance = async () =>
      Number(
        (
          await query<{ cents: string }>(
            db.url,
            `SELECT la.balance_cents::text AS cents FROM ledger_accounts la JOIN users u ON u.id = la.user_id WHERE u.username = 'demo' AND la.wallet_type = 1`,
          )
        )[0]!.cents,
      );
    const countTransfers = async () =>
      Number(
        (await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM transfers t JOIN users u ON u.id = t.from_user_id WHERE u.username = 'demo'`))[0]!
          .n,
      );
    const demoBefore = await balance();
    const transfersBefore = await countTransfers();

    const unexpected: string[] = [];
    const upstreamsAfterReturn = new Set<string>();
    const transferKeys = new Map<string, number>(); // key -> transfer id
    let issued = 0;
    let restart: Promise<void> | undefined;
    let aBack = false;
    let aExit: number | null | undefined;
    let whileAway = 0;

    const stopAndStartA = async () => {
      aExit = await a.stop();
      a = await startInstance('A', a.port, env);
      // nginx retries a failed upstream after fail_timeout (2 s, cluster.ts): the last requests wait for it.
      await sleep(2_500);
      aBack = true;
    };

    async function worker(n: number) {
      const member = MEMBERS[n % MEMBERS.length]!;
      const ip = `10.77.0.${n + 1}`;
      let token = '';
      let lastTransfer: { key: string; id: number } | undefined;
      // The mix follows this worker's own count, so each one signs in again every 20 of its calls
      // (within the 10 logins a minute per address and account).
      let mine = n;
      for (;;) {
        if (issued >= STOP_A_AFTER && !restart) restart = stopAndStartA();
        if (!aBack && issued >= TOTAL - KEEP_FOR_AFTER) {
          await sleep(20);
          continue;
        }
        if (issued >= TOTAL) return;
        const i = issued++;
        if (restart && !aBack) whileAway++;
        const op = !token ? 0 : mine++ % 20;
        const u = proxy.url;
        let res: Awaited<ReturnType<typeof call>>;
        let what: string;
        if (op === 0) {
          what = 'login';
          res = await login(u, member, ip);
          if (res.status === 200) token = String(res.json!.Data!.AccessToken);
        } else if (op <= 6 || op === 19) {
          what = 'getAuthUserData';
          res = await call(`${u}/api/accounts/authUser/getAuthUserData`, { token, ip });
        } else if (op <= 9) {
          what = 'getAllInvoices';
          res = await call(`${u}/api/payments/invoices/getAllInvoices`, { method: 'POST', body: {}, token, ip });
        } else if (op <= 12) {
          what = 'getAllEarnings';
          res = await call(`${u}/api/finances/earnings/getAllEarnings`, { method: 'POST', body: {}, token, ip });
        } else if (op <= 15) {
          what = 'getAllUsersTransfers';
          res = await call(`${u}/api/users/transfers/getAllUsersTransfers`, { method: 'POST', body: {}, token, ip });
        } else if (op === 16) {
          what = 'validateUsername';
          res = await call(`${u}/api/helpers/validators/validateUsername?username=livre${i}`, { ip });
        } else if (op === 17 && member.username === 'demo') {
          what = 'transfer';
          const key = `ops-transfer-${i}-${Math.random().toString(36).slice(2, 10)}`;
          res = await call(`${u}/api/users/transfers/createNewUserTransfer`, {
            method: 'POST',
            body: { ToUserId: liderRow!.id, Value: 1, WalletType: 1, IdempotencyKey: key },
            token,
            ip,
          });
          if (res.status === 200) {
            lastTransfer = { key, id: Number(res.json!.Data!.Id) };
            transferKeys.set(key, lastTransfer.id);
          }
        } else if (op === 18 && lastTransfer) {
          // The same key again (a client's retry): the same transfer, no second movement.
          what = 'transfer replay';
          res = await call(`${u}/api/users/transfers/createNewUserTransfer`, {
            method: 'POST',
            body: { ToUserId: liderRow!.id, Value: 1, WalletType: 1, IdempotencyKey: lastTransfer.key },
            token,
            ip,
          });
          if (res.status === 200 && Number(res.json!.Data!.Id) !== lastTransfer.id) unexpected.push(`#${i} ${what}: another transfer ${res.text}`);
        } else {
          what = 'getAuthUserData';
          res = await call(`${u}/api/accounts/authUser/getAuthUserData`, { token, ip });
        }
        if (res.status !== 200) unexpected.push(`#${i} ${what} via ${res.upstream || '?'}: ${res.status} ${res.text.slice(0, 200)}`);
        if (aBack) upstreamsAfterReturn.add(res.upstream);
      }
    }

    await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n).catch((err: Error) => void unexpected.push(`worker ${n}: ${err.message}`))));
    await restart;

    expect(issued).toBe(TOTAL);
    expect(unexpected).toEqual([]);
    // The load went on while A was stopping, away and starting.
    expect(whileAway).toBeGreaterThan(50);
    // A stopped gracefully and came back; nginx sends traffic to both again.
    expect(aExit).toBe(0);
    expect(upstreamsAfterReturn).toContain(`127.0.0.1:${a.port}`);
    expect(upstreamsAfterReturn).toContain(`127.0.0.1:${b.port}`);

    // Every answered transfer moved R$ 1,00 once; retries moved nothing.
    expect(transferKeys.size).toBeGreaterThan(0);
    expect(new Set(transferKeys.values()).size).toBe(transferKeys.size);
    expect((await countTransfers()) - transfersBefore).toBe(transferKeys.size);
    expect(demoBefore - (await balance())).toBe(transferKeys.size * 100);

    const database = await openDatabase({ url: db.url, poolSize: 2 });
    try {
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a session opened on one instance works on the other, and its logout ends it on both', async () => {
    const res = await login(a.url, MEMBERS[1]);
    expect(res.status).toBe(200);
    const token = String(res.json!.Data!.AccessToken);
    const me = (root: string) => call(`${root}/api/accounts/authUser/getAuthUserData`, { token });
    expect((await me(b.url)).status).toBe(200);
    expect((await me(a.url)).status).toBe(200);
    expect((await call(`${b.url}/api/accounts/authUser/logout`, { method: 'POST', token })).status).toBe(200);
    // A's cache hears the logout through NOTIFY (docs/security.md, "The auth check and its cache").
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = (await me(a.url)).status;
      if (status !== 401) await sleep(100);
    }
    expect(status).toBe(401);
  });

  it('a job started on both instances at once runs once: one run succeeds, the other is skipped', async () => {
    const [marker] = await query<{ id: number }>(db.url, 'SELECT coalesce(max(id), 0)::int AS id FROM job_runs');
    // The billing jobs wait for a lock they share once they hold their own: holding it here keeps
    // the first run of the monthly fees inside its lock while the second one arrives.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [BILLING_LOCK]);
    const runJob = (name: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['apps/api/dist/job.js', 'billing'], {
          cwd: repoRoot,
          env: { PATH: process.env.PATH!, NODE_ENV: 'production', DATABASE_URL: db.url, PAYMENT_GATEWAY: 'offline', JWT_SECRET: env.JWT_SECRET! },
        });
        let output = '';
        child.stdout.on('data', (c) => (output += c));
        child.stderr.on('data', (c) => (output += c));
        child.on('exit', (code) => resolve({ code, output: `${name}: ${output}` }));
      });
    const runs = [runJob('on A'), runJob('on B')];
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const rows = await query<{ status: string }>(db.url, `SELECT status FROM job_runs WHERE id > $1 AND job = $2`, [marker!.id, BILLING_JOBS.monthlyFees]);
        if (rows.some((r) => r.status === 'skipped')) break;
        if (Date.now() > deadline) throw new Error(`the second run never arrived: ${JSON.stringify(rows)}`);
        await sleep(100);
      }
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [BILLING_LOCK]);
      await holder.end();
    }
    const ended = await Promise.all(runs);
    for (const e of ended) expect(e.code, e.output).toBe(0);

    const rows = await query<{ job: string; status: string; period: string }>(
      db.url,
      `SELECT job, status, period FROM job_runs WHERE id > $1 AND job = $2 ORDER BY status`,
      [marker!.id, BILLING_JOBS.monthlyFees],
    );
    expect(rows.map((r) => r.status)).toEqual(['skipped', 'succeeded']);
    expect(rows[0]!.period).toBe(rows[1]!.period);
    const failed = await query(db.url, `SELECT job, error FROM job_runs WHERE id > $1 AND status <> 'succeeded' AND status <> 'skipped'`, [marker!.id]);
    expect(failed).toEqual([]);
  });
});
