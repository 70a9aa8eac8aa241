// The bonus engine's figures on a generated network (docs/performance.md, docs/bonuses.md): paying a
// Mensalidade of the deepest member of the network (40 levels down) by balance, end to end (the
// settlement, its ledger movement, ten levels of commission lines and their one ledger
// transaction, the rank evaluation), next to payCommissions alone; with and without dynamic
// compression. Goal: p95 < 50 ms for the whole settlement.
// Inside the full run it uses the network bench's million members; alone:
// `npm run bench -- --only bonuses` (generates its own, BENCH_NETWORK_MEMBERS, default 1,000,000),
// or `npx tsx apps/api/bench/bonuses.bench.ts [members]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { InvoiceType } from '@clube/contract';
import { SC_BONIFICATION_CENTER_KEY } from '@clube/contract/configurations';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { commissionLines, configurations, invoices, unilevelTables, unilevelTableVersions } from '../src/db/schema';
import { payCommissions } from '../src/features/bonuses/commissions.service';
import { post, SystemAccount } from '../src/features/ledger/ledger.service';
import { payInvoiceWithBalance } from '../src/features/payments/balance-payment.service';
import { randomToken } from '../src/platform/tokens';
import { withScratchNetwork } from './scratch-network';
import { percentiles } from './percentiles';

export interface BonusesBenchRow {
  measure: string;
  'p50 ms': number;
  'p95 ms': number;
  'goal p95 ms': number | null;
  detail: string;
}

const REPS = Number(process.env.BENCH_BONUSES_REPS ?? 200);
const WARMUP = 20;
const TEN_LEVELS = [1_000, 500, 400, 300, 200, 100, 100, 100, 100, 100];

async function newFee(db: Db, userId: number) {
  const [row] = await db
    .insert(invoices)
    .values({ userId, type: InvoiceType.Mensalidade, description: 'Mensalidade — bench', valueCents: 10_000, dueDate: '2030-01-10', token: randomToken() })
    .returning();
  return row!;
}

async function setCenter(db: Db, value: Record<string, unknown>) {
  await db.insert(configurations).values({ key: SC_BONIFICATION_CENTER_KEY, value }).onConflictDoUpdate({ target: configurations.key, set: { value } });
}

/**
 * Measures on a database that holds a network: a ten-level table pays monthly fees, the deepest
 * member pays `REPS` of them. Answers the rows (and prints nothing).
 */
export async function bonusesBench(db: Db, deepestId: number): Promise<BonusesBenchRow[]> {
  const [table] = await db.insert(unilevelTables).values({ name: 'Bench: dez níveis' }).returning({ id: unilevelTables.id });
  await db.insert(unilevelTableVersions).values({ tableId: table!.id, version: 1, levelsBp: TEN_LEVELS });
  // Three of his ten nearest uplines (distances 2, 5 and 7) are Inativo: their levels go to the club,
  // or with compression the chain walks on to three more.
  await db.execute(sql`
    WITH RECURSIVE up(id, sponsor_id, d) AS (SELECT id, sponsor_id, 0 FROM users WHERE id = ${deepestId}
      UNION ALL SELECT u.id, u.sponsor_id, up.d + 1 FROM up JOIN users u ON u.id = up.sponsor_id WHERE up.d < 13)
    UPDATE users SET status = CASE WHEN up.d IN (2, 5, 7) THEN 0 ELSE 1 END FROM up WHERE users.id = up.id AND up.d > 0`);
  const chain = await db.execute(sql`
    WITH RECURSIVE up(id, sponsor_id, d) AS (SELECT id, sponsor_id, 0 FROM users WHERE id = ${deepestId}
      UNION ALL SELECT u.id, u.sponsor_id, up.d + 1 FROM up JOIN users u ON u.id = up.sponsor_id WHERE up.d < 10)
    SELECT count(*) FILTER (WHERE d > 0 AND status = 1)::int AS active, max(d)::int AS depth FROM up JOIN users USING (id)`);
  const shape = rowsOf<{ active: number; depth: number }>(chain)[0]!;
  // Enough balance for every payment and its fee.
  await post(db, {
    kind: 'bench',
    idempotencyKey: `bench:bonuses:${randomBytes(6).toString('hex')}`,
    description: 'bench',
    legs: [
      { system: SystemAccount.OpeningBalances, amountCents: -1_000_000_000 },
      { member: deepestId, amountCents: 1_000_000_000 },
    ],
  });

  // A freshly generated network leaves gigabytes of dirty pages: flushed now, they do not land in the timings.
  await db.execute(sql`CHECKPOINT`).catch(() => undefined);
  const linesOfDeepest = async () => Number((await db.select({ n: count() }).from(commissionLines).where(eq(commissionLines.sourceUserId, deepestId)))[0]!.n);
  const linesBefore = await linesOfDeepest();
  const rows: BonusesBenchRow[] = [];
  const detail = `user ${deepestId}; ${shape.active} of his 10 nearest uplines Ativo`;
  for (const compression of [false, true]) {
    await setCenter(db, { MonthlyPaymentUnilevelId: table!.id, DynamicCompression: compression });
    const label = compression ? 'with dynamic compression' : 'inactive levels to the club';
    const settle = await percentiles(
      REPS,
      async () => {
        const fee = await newFee(db, deepestId);
        await payInvoiceWithBalance(db, deepestId, fee.id);
      },
      WARMUP,
    );
    rows.push({
      measure: `payInvoiceWithBalance, deepest member, 10 levels (${label})`,
      'p50 ms': settle.p50,
      'p95 ms': settle.p95,
      'goal p95 ms': 50,
      detail,
    });
    const alone = await percentiles(
      REPS,
      async () => {
        const fee = await newFee(db, deepestId);
        await db.transaction((tx) => payCommissions(tx, fee, 'balance'));
      },
      WARMUP,
    );
    rows.push({ measure: `payCommissions alone (${label})`, 'p50 ms': alone.p50, 'p95 ms': alone.p95, 'goal p95 ms': null, detail });
  }
  // Every invoice paid ten levels: a line per level, nothing twice.
  const written = (await linesOfDeepest()) - linesBefore;
  const expected = 4 * (REPS + WARMUP) * TEN_LEVELS.length;
  if (written !== expected) throw new Error(`bonuses bench: ${written} commission lines, expected ${expected}`);
  return rows;
}

/** Generates `members` on a scratch database next to `baseUrl`, measures, prints, writes bench-results/bonuses.json. */
export async function bonusesBenchStandalone(baseUrl: string, members = Number(process.env.BENCH_NETWORK_MEMBERS ?? 1_000_000)) {
  return withScratchNetwork(baseUrl, { name: 'bonusbench', label: 'Bonuses', members, poolSize: 4 }, async (database, generated) => {
    const rows = await bonusesBench(database.db, generated.deepestId);
    printBonusesRows(rows, generated.members);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bonuses.json', JSON.stringify({ generated, rows }, null, 2));
    return rows;
  });
}

export function printBonusesRows(rows: BonusesBenchRow[], members: number) {
  console.log(`Bonus engine (PostgreSQL, ${members} members, ${REPS} payments each after ${WARMUP} of warm-up, one at a time)`);
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await bonusesBenchStandalone(base, process.argv[2] ? Number(process.argv[2]) : undefined);
}
