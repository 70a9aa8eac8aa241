// Issue 9's recurring billing at a million members, on PostgreSQL (docs/performance.md, "Recurring
// billing"): the month's Mensalidades of every member issued by one run of the billing jobs (the
// issue-ahead window opened to 27 days and last month's periods spread over 28 days, so that one run
// bills the whole month: the worst day, as if every member's period started within it), the overdue handling of the same run (5% cancelled and
// made Inativo, 5% notified), then the same run again, which must find nothing to do. The network is
// the million-member one of network.generate.ts, on a scratch database of its own, with every member
// Ativo on a plan with a monthly fee and last month's fee billed.
// `npm run bench -- --only billing`, or standalone: `npx tsx apps/api/bench/billing.bench.ts [members]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import { SC_BONIFICATION_CENTER_KEY } from '@clube/contract/configurations';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { BILLING_JOBS, runBillingJobs, type BillingRuns } from '../src/features/billing';
import { addDays, addMonths, dayInSaoPaulo } from '../src/platform/dates';
import { withScratchNetwork } from './scratch-network';

/** Issue 9's goal: the month's invoices for 1,000,000 members under 60 s. */
const MONTH_GOAL_S = 60;
const TOKEN = `translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`;

export interface BillingBenchRow {
  measure: string;
  seconds: number;
  counts: string;
}

/**
 * Every member Ativo on one plan; last month's fee billed for each: paid, on a day spread over the
 * month, except 5% whose fee is open 40 days past due (to be cancelled) and 5% 15 days (to be
 * notified). Answers how many members will be billed.
 */
async function prepare(db: Db, today: string): Promise<number> {
  const x = (q: ReturnType<typeof sql>) => db.execute(q);
  await x(sql`INSERT INTO configurations (key, value) VALUES (${SC_BONIFICATION_CENTER_KEY}, ${JSON.stringify({ SubscriptionIssueDaysAhead: 27 })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  const [plan] = rowsOf<{ id: number }>(
    await x(sql`INSERT INTO plans (name, price_cents, monthly_payment_cents) VALUES ('Executivo', 19990, 7990) RETURNING id`),
  );
  const [members] = rowsOf<{ n: number }>(
    await x(
      sql`WITH m AS (UPDATE users SET status = ${UserStatus.Ativo}, plan_id = ${plan!.id} WHERE type = ${UserType.User} RETURNING 1) SELECT count(*)::int AS n FROM m`,
    ),
  );
  const monthAgo = addMonths(today, -1);
  await x(sql`
    INSERT INTO invoices (user_id, type, description, value_cents, due_date, status, token, plan_id, billing_period, paid_at, settled_via)
    SELECT u.id, ${InvoiceType.Mensalidade}, 'Mensalidade — Plano Executivo', 7990, p.period,
           CASE WHEN u.id % 20 IN (0, 1) THEN ${InvoiceStatus.Pendente}::smallint ELSE ${InvoiceStatus.Pago}::smallint END,
           ${sql.raw(TOKEN)}, ${plan!.id}, p.period,
           CASE WHEN u.id % 20 IN (0, 1) THEN NULL ELSE p.period + time '15:00' END,
           CASE WHEN u.id % 20 IN (0, 1) THEN NULL ELSE 'balance' END
    FROM users u
    CROSS JOIN LATERAL (SELECT CASE u.id % 20 WHEN 0 THEN ${addDays(today, -40)}::date WHEN 1 THEN ${addDays(today, -15)}::date
                                      ELSE ${monthAgo}::date + (u.id % 28) END AS period) p
    WHERE u.type = ${UserType.User}`);
  await x(sql`VACUUM ANALYZE invoices`);
  await x(sql`VACUUM ANALYZE users`);
  // The generated gigabytes are flushed before the clock starts, not by the run it measures.
  await x(sql`CHECKPOINT`).catch(() => console.log('CHECKPOINT refused (not a superuser): the first run also pays for flushing the setup'));
  return Number(members!.n);
}

async function timedRuns(db: Db, now: Date): Promise<{ seconds: number; runs: BillingRuns; jobSeconds: Record<string, number> }> {
  const started = performance.now();
  const runs = await runBillingJobs(db, now);
  const seconds = (performance.now() - started) / 1000;
  const ids = Object.values(runs).flatMap((r) => ('runId' in r ? [r.runId] : []));
  const rows = rowsOf<{ job: string; s: number }>(
    await db.execute(sql`SELECT job, extract(epoch FROM finished_at - started_at)::float8 AS s FROM job_runs WHERE id = ANY(${sql.param(ids)}::bigint[])`),
  );
  return { seconds, runs, jobSeconds: Object.fromEntries(rows.map((r) => [r.job, Number(r.s)])) };
}

const countsOf = (runs: BillingRuns, key: keyof BillingRuns) => {
  const r = runs[key];
  return r.status === 'succeeded' ? JSON.stringify(r.counts) : r.status;
};

export async function billingBench(db: Db): Promise<BillingBenchRow[]> {
  const now = new Date();
  const today = dayInSaoPaulo(now);
  const setupStarted = performance.now();
  const members = await prepare(db, today);
  const rows: BillingBenchRow[] = [
    { measure: `setup: ${members} members Ativo, last month's fees`, seconds: Math.round((performance.now() - setupStarted) / 100) / 10, counts: '-' },
  ];
  for (const label of ['first run: the month', 'second run, same day (idempotent)']) {
    const { seconds, runs, jobSeconds } = await timedRuns(db, now);
    for (const key of Object.keys(BILLING_JOBS) as Array<keyof BillingRuns>) {
      rows.push({
        measure: `${label}: ${BILLING_JOBS[key]}`,
        seconds: Math.round((jobSeconds[BILLING_JOBS[key]] ?? NaN) * 10) / 10,
        counts: countsOf(runs, key),
      });
    }
    rows.push({ measure: `${label}: all billing jobs`, seconds: Math.round(seconds * 10) / 10, counts: '-' });
  }
  const [check] = rowsOf<{ doubles: number; open: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM (SELECT 1 FROM invoices WHERE type = ${InvoiceType.Mensalidade} GROUP BY user_id, billing_period HAVING count(*) > 1) d)::int AS doubles,
             (SELECT count(*) FROM invoices WHERE type = ${InvoiceType.Mensalidade} AND status = ${InvoiceStatus.Pendente})::int AS open`),
  );
  rows.push({ measure: 'check: periods billed twice / open fees', seconds: 0, counts: `${check!.doubles} / ${check!.open}` });
  return rows;
}

export function printBillingRows(rows: BillingBenchRow[]) {
  const month = rows.find((r) => r.measure === `first run: the month: ${BILLING_JOBS.monthlyFees}`);
  console.log(`Recurring billing (PostgreSQL; goal: the month's invoices under ${MONTH_GOAL_S} s)`);
  console.table(rows);
  if (month) console.log(`the month's invoices: ${month.seconds} s (${month.counts}) — ${month.seconds < MONTH_GOAL_S ? 'met' : 'MISSED'}`);
}

/** Generates the network on a scratch database next to `baseUrl` (created and dropped here), then measures. */
export async function billingBenchStandalone(baseUrl: string, members = Number(process.env.BENCH_NETWORK_MEMBERS ?? 1_000_000)) {
  return withScratchNetwork(baseUrl, { name: 'billbench', label: 'Billing', members, poolSize: 4 }, async (database, generated) => {
    const rows = await billingBench(database.db);
    printBillingRows(rows);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/billing.json', JSON.stringify({ members: generated.members, rows }, null, 2));
    return rows;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await billingBenchStandalone(base, process.argv[2] ? Number(process.argv[2]) : undefined);
}
