import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '@clube/contract';
import { percentToBp } from '@clube/contract/configurations';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { rowsOf } from '../db/rows';
import { commissionLines, invoices, ledgerTransactions, plans, users } from '../db/schema';
import { verifyStock } from '../features/stocks';
import { dayInSaoPaulo } from '../platform/dates';
import { DEMO_UNILEVELS } from './demo-bonification';
import { CLUB_PRODUCTS } from './demo-catalog';
import { seedDemoClub } from './demo-club';
import { byCard, DEMO_DOWNLINE_PAYMENTS, type DemoDownlinePayment } from './demo-commissions';

let t: TestApp;
let demo: TestClient;
const db = () => t.database.db;

interface Payer {
  id: number;
  sponsorId: number | null;
  feeCents: number;
}
let demoId: number;
const payers = new Map<string, Payer>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(db());
  demo = await t.login('demo', 'demo1234');
  const rows = await db()
    .select({ id: users.id, username: users.username, sponsorId: users.sponsorId, feeCents: plans.monthlyPaymentCents })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId));
  demoId = rows.find((r) => r.username === 'demo')!.id;
  for (const r of rows) payers.set(r.username, { id: r.id, sponsorId: r.sponsorId, feeCents: r.feeCents ?? 0 });
});
afterAll(() => t.close());

/** How far above the payer demo sits (1 = his sponsor), walking the seeded tree. */
function demoLevelOf(username: string): number {
  const byId = new Map([...payers.values()].map((p) => [p.id, p]));
  let at = payers.get(username)!;
  for (let level = 1; at.sponsorId !== null; level++) {
    if (at.sponsorId === demoId) return level;
    at = byId.get(at.sponsorId)!;
  }
  throw new Error(`${username} is not below demo`);
}

const share = (baseCents: number, percent: number) => Math.floor((baseCents * percentToBp(percent)) / 10_000);

/** demo's lines of one payment, computed from the catalog, the plans and the demo tables (docs/bonuses.md#commission-lines). */
function expectedLines(p: DemoDownlinePayment) {
  const level = demoLevelOf(p.payer);
  if (p.kind === 'fee') {
    const base = payers.get(p.payer)!.feeCents;
    return [{ level, base, amount: share(base, DEMO_UNILEVELS.monthly.levels[level - 1]!), category: 2, simulated: byCard(p) }];
  }
  return p.items.map((i) => {
    const product = CLUB_PRODUCTS.find((c) => c.code === i.code)!;
    const base = Math.floor(((product.priceCents - product.dealerDiscountCents) * i.quantity * product.officePercentageBps) / 10_000);
    return { level, base, amount: share(base, DEMO_UNILEVELS.products.levels[level - 1]!), category: 3, simulated: false };
  });
}

describe("the demo club's month of commission history", () => {
  it("gives demo 'Extrato de Bônus' lines at levels 1, 2 and 3, each as the tables pay it, and one Simulado", async () => {
    const res = await demo.post('/api/bonuses/getBonusStatement', { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(res.statusCode).toBe(200);
    const { Lines, Totals } = res.json().Data as {
      Lines: Array<{
        TreeLevel: number;
        PaidLevel: number;
        Base: number;
        Amount: number;
        Category: number;
        StatusFormatted: string;
        SourceUser: { Username: string };
      }>;
      Totals: { CreditedTotal: number; SimulatedTotal: number; Count: number };
    };
    const expected = DEMO_DOWNLINE_PAYMENTS.flatMap((p) => expectedLines(p).map((l) => ({ ...l, payer: p.payer })));
    const got = Lines.map((l) => ({
      payer: l.SourceUser.Username,
      level: l.TreeLevel,
      base: Math.round(l.Base * 100),
      amount: Math.round(l.Amount * 100),
      category: l.Category,
      simulated: l.StatusFormatted === 'Simulado',
    }));
    // Newest first on the screen; the history lists them oldest first.
    const key = (l: (typeof got)[number]) => `${l.payer}|${l.category}|${l.base}`;
    expect([...got].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
    expect(new Set(got.map((l) => l.level))).toEqual(new Set([1, 2, 3]));
    expect(Lines.every((l) => l.PaidLevel === l.TreeLevel)).toBe(true);

    const credited = expected.filter((l) => !l.simulated).reduce((s, l) => s + l.amount, 0);
    const simulated = expected.filter((l) => l.simulated).reduce((s, l) => s + l.amount, 0);
    // R$ 36,13 over 13 lines (levels 1: R$ 24,54; 2: R$ 7,84; 3: R$ 3,75) and R$ 1,49 Simulado: the dashboard journey's figures.
    expect([credited, simulated, expected.length]).toEqual([3_613, 149, 14]);
    expect(Totals).toEqual({ CreditedTotal: 36.13, SimulatedTotal: 1.49, HeldTotal: 0, Count: 14 });
  });

  it('was written by the engine: each paid invoice one commission transaction, lines and ledger agreeing', async () => {
    const lines = await db().select().from(commissionLines);
    const sources = [...new Set(lines.map((l) => l.sourceInvoiceId))];
    const paid = await db().select().from(invoices).where(inArray(invoices.id, sources));
    expect(paid.every((i) => i.status === InvoiceStatus.Pago)).toBe(true);
    expect(paid.filter((i) => i.settledVia === 'balance')).toHaveLength(DEMO_DOWNLINE_PAYMENTS.length - 1);
    expect(paid.filter((i) => i.settledVia === 'offline').map((i) => i.type)).toEqual([InvoiceType.Mensalidade]);

    const commissions = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'commission'));
    expect(commissions.map((c) => c.idempotencyKey).sort()).toEqual(
      paid
        .filter((i) => i.settledVia === 'balance')
        .map((i) => `bonus:invoice:${i.id}`)
        .sort(),
    );
    for (const line of lines) {
      if (line.status === 1) expect(commissions.some((c) => c.id === line.ledgerTransactionId && c.reference === `invoice:${line.sourceInvoiceId}`)).toBe(true);
      else expect(line.ledgerTransactionId).toBeNull();
    }
    // The credited lines are exactly what the commission transactions paid members: at once (a
    // fee), or into held credits and released to them since (an order: docs/bonuses.md#held-commissions).
    const [{ credited }] = (await db()
      .select({ credited: sql<number>`coalesce(sum(${commissionLines.amountCents}), 0)::int` })
      .from(commissionLines)
      .where(eq(commissionLines.status, 1))) as [{ credited: number }];
    const [posted] = rowsOf<{ n: number }>(
      await db().execute(sql`
        SELECT coalesce(sum(e.amount_cents), 0)::int AS n FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind = 'member' AND (t.kind = 'commission'
          OR (t.kind = 'hold_release' AND EXISTS (SELECT 1 FROM ledger_holds h WHERE h.release_transaction_id = t.id AND h.kind = 'commission')))`),
    );
    expect(Number(posted!.n)).toBe(credited);
    expect(rowsOf(await db().execute(sql`SELECT 1 FROM ledger_holds WHERE status = 1 AND kind = 'commission'`))).toEqual([]);
    // Orders moved their stock the real way (the ledger is verified when the app closes).
    expect(await verifyStock(db())).toEqual([]);
  });

  it('leaves the level of a sponsor who does not earn to the club: diego.rocha is Pendente, bruno.time1 Inativo', async () => {
    const clubs = await db()
      .select({ source: users.username, level: commissionLines.treeLevel, note: commissionLines.note })
      .from(commissionLines)
      .innerJoin(users, eq(users.id, commissionLines.sourceUserId))
      .where(and(eq(commissionLines.status, 3), eq(commissionLines.note, 'inactive')));
    expect(clubs.sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: 'bruno.time1.a', level: 1, note: 'inactive' },
      { source: 'diego.time1', level: 1, note: 'inactive' },
      { source: 'diego.time2', level: 1, note: 'inactive' },
    ]);
  });

  it('keeps every payer earning, with his next Mensalidade due after today, and gives nobody a rank', async () => {
    const today = dayInSaoPaulo();
    const feePayers = [...new Set(DEMO_DOWNLINE_PAYMENTS.filter((p) => p.kind === 'fee').map((p) => payers.get(p.payer)!.id))];
    const open = await db()
      .select({ userId: invoices.userId, dueDate: invoices.dueDate })
      .from(invoices)
      .where(and(inArray(invoices.userId, feePayers), eq(invoices.type, InvoiceType.Mensalidade), eq(invoices.status, InvoiceStatus.Pendente)));
    expect(open.map((o) => o.userId).sort()).toEqual([...feePayers].sort());
    expect(open.every((o) => o.dueDate > today)).toBe(true);
    const payerRows = await db().select({ status: users.status }).from(users).where(inArray(users.id, feePayers));
    expect(payerRows.every((u) => u.status === 1)).toBe(true);
    // Only demo and the founder hold a rank (seeded): ana.souza's team stays below Bronze's volume (the network journey).
    const ranked = await db().select({ username: users.username }).from(users).where(isNotNull(users.careerPlanRankId));
    expect(ranked.map((r) => r.username).sort()).toEqual(['demo', 'fundador']);
  });
});
