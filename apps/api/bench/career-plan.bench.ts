// The career plan's figures on whatever members the database holds (the network bench generates a
// million): the full nightly evaluation (a first run that grants, then the idempotent steady-state
// run), one evaluation after a payment, and the career plan call's service for a leader and a
// mid member.
import { count, eq, sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import type { Db } from '../src/db/client';
import { careerPlanRankRequirements, careerPlanRanks, investmentFunds, users } from '../src/db/schema';
import { evaluateAfterPayment } from '../src/features/career-plan/career-plan.evaluation';
import { clubMonth } from '../src/features/career-plan/career-plan.metrics';
import { evaluateAll } from '../src/features/career-plan/career-plan.nightly';
import { rowsOf } from '../src/db/rows';
import { userRanksDetails } from '../src/features/career-plan/career-plan.service';
import { DEMO_CAREER_PLAN, seedCareerPlanRules } from '../src/seed/career-plan.seed';

export interface CareerPlanBenchRow {
  measure: string;
  ms: number | string;
  detail: string;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await fn();
  return { ms: Math.round(performance.now() - started), result };
}

/** The demo plan's ranks, requirements and prizes, unless the database has a plan already. */
async function ensurePlan(db: Db) {
  const [{ n }] = (await db.select({ n: count() }).from(careerPlanRankRequirements)) as [{ n: number }];
  if (Number(n) > 0) return;
  const existing = await db.select({ name: careerPlanRanks.name }).from(careerPlanRanks);
  const colors: Record<string, string> = { Bronze: '#b08d57', Prata: '#8e9aaf', Ouro: '#d4a017', Diamante: '#4dabf7', Coroa: '#7950f2' };
  const missing = Object.keys(DEMO_CAREER_PLAN).filter((name) => !existing.some((e) => e.name === name));
  if (missing.length)
    await db.insert(careerPlanRanks).values(missing.map((name) => ({ name, color: colors[name]!, position: Object.keys(DEMO_CAREER_PLAN).indexOf(name) + 1 })));
  const fund = async (name: string) =>
    (await db.select({ id: investmentFunds.id }).from(investmentFunds).where(eq(investmentFunds.name, name)))[0]?.id ??
    (await db.insert(investmentFunds).values({ name }).returning({ id: investmentFunds.id }))[0]!.id;
  await db.transaction(async (tx) => seedCareerPlanRules(tx, { realEstate: await fund('Fundo Imobiliário do Clube'), agro: await fund('Fundo Agro Brasil') }));
}

/**
 * A month with payments: when almost nobody paid this month, every third active member gets a
 * paid monthly fee (R$ 79,90), so that the first run has ranks and prizes to grant at scale.
 */
async function ensureMonthlyPayments(db: Db): Promise<number> {
  const month = await clubMonth(db);
  const [row] = rowsOf<{ paid: number; members: number }>(
    await db.execute(sql`
      SELECT (SELECT count(DISTINCT user_id) FROM invoices WHERE status = ${InvoiceStatus.Pago} AND paid_at >= ${month.start}::timestamptz)::int AS paid,
             (SELECT count(*) FROM users)::int AS members`),
  );
  if (row!.paid * 100 >= row!.members) return 0;
  const inserted = rowsOf(
    await db.execute(sql`
      INSERT INTO invoices (user_id, type, description, value_cents, due_date, status, token, paid_at)
      SELECT id, ${InvoiceType.Mensalidade}, 'Mensalidade — Plano Executivo', 7990, (now() AT TIME ZONE 'America/Sao_Paulo')::date, ${InvoiceStatus.Pago},
             'bench-' || id || '-' || md5(random()::text), now()
      FROM users WHERE type = ${UserType.User} AND status = ${UserStatus.Ativo} AND id % 3 = 0
      RETURNING id`),
  );
  await db.execute(sql`ANALYZE invoices`);
  return inserted.length;
}

export async function careerPlanBench(db: Db): Promise<CareerPlanBenchRow[]> {
  const rows: CareerPlanBenchRow[] = [];
  await ensurePlan(db);
  const fees = await ensureMonthlyPayments(db);
  const [{ n: members }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
  if (fees) rows.push({ measure: 'setup: paid monthly fees added this month', ms: '-', detail: `${fees} invoices` });

  const first = await timed(() => evaluateAll(db));
  rows.push({ measure: `evaluateAll, first run (${members} users)`, ms: first.ms, detail: JSON.stringify(first.result) });
  const second = await timed(() => evaluateAll(db));
  rows.push({ measure: 'evaluateAll, second run (idempotent)', ms: second.ms, detail: JSON.stringify(second.result) });

  // The deepest member's payment: his chain is the longest to evaluate.
  const [deepest] = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH RECURSIVE tree(id, depth) AS (
        SELECT id, 0 FROM users WHERE sponsor_id IS NULL
        UNION ALL SELECT u.id, t.depth + 1 FROM users u JOIN tree t ON u.sponsor_id = t.id
      ) SELECT id FROM tree ORDER BY depth DESC, id LIMIT 1`),
  );
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) samples.push((await timed(() => db.transaction((tx) => evaluateAfterPayment(tx, Number(deepest!.id))))).ms);
  rows.push({
    measure: 'evaluateAfterPayment, deepest member (p50 / p95 of 20)',
    ms: `${percentile(samples, 50)} / ${percentile(samples, 95)}`,
    detail: `user ${deepest!.id}`,
  });

  const [leader] = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`SELECT sponsor_id AS id, count(*)::int AS n FROM users WHERE sponsor_id IS NOT NULL GROUP BY sponsor_id ORDER BY n DESC LIMIT 1`),
  );
  const [mid] = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT sponsor_id AS id FROM users WHERE sponsor_id IS NOT NULL GROUP BY sponsor_id HAVING count(*) BETWEEN 3 AND 6 ORDER BY sponsor_id LIMIT 1`,
    ),
  );
  for (const [label, id] of [
    ['top leader', Number(leader!.id)],
    ['mid member', Number(mid!.id)],
  ] as const) {
    const xs: number[] = [];
    for (let i = 0; i < 30; i++) xs.push((await timed(() => userRanksDetails(db, id))).ms);
    rows.push({
      measure: `getUserRanksDetails service, ${label} (p50 / p95 of 30)`,
      ms: `${percentile(xs, 50)} / ${percentile(xs, 95)}`,
      detail: `user ${id}`,
    });
  }
  return rows;
}
