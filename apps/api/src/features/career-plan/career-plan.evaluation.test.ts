import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { fundQuotas, ledgerAccounts, ledgerEntries, ledgerTransactions, userPrizeGrants, userRankAchievements, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents, SystemAccount, verifyLedger } from '../ledger';
import { withAdvisoryLock } from '../../platform/jobs';
import { careerPlanCounts, insertFund, insertPaidInvoice, insertPlan } from './career-plan.fixtures';
import { AFTER_PAYMENT_WALK_LIMIT, chainFigures, evaluateAfterPayment, meets } from './career-plan.evaluation';
import { activeDirects, clubMonth, subtreeMetrics } from './career-plan.metrics';
import { CAREER_PLAN_EVALUATION_LOCK, evaluateAll } from './career-plan.nightly';
import { rankRequirements, sponsorChain } from './career-plan.repository';

let t: TestApp;
const db = () => t.database.db;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let fundId: number;
const NOW = new Date('2026-03-15T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  fundId = await insertFund(db(), 'Fundo Teste Imobiliário');
  plan = await insertPlan(db(), [
    {
      name: 'Bronze',
      position: 1,
      requirements: { directs: 1, network: 1, volumeCents: 0 },
      prizes: [
        { type: 2, amountCents: 10_000 },
        { type: 1, quotas: 5, fundId },
        { type: 3, description: 'Kit de boas-vindas' },
      ],
    },
    { name: 'Prata', position: 2, requirements: { directs: 2, network: 4, volumeCents: 30_000 }, prizes: [{ type: 2, amountCents: 50_000 }] },
    { name: 'Ouro', position: 3, requirements: { directs: 3, network: 10, volumeCents: 500_000 } },
    // No requirements row: never achieved by evaluation.
    { name: 'Coroa', position: 4, prizes: [{ type: 3, description: 'Cruzeiro' }] },
  ]);
});
afterAll(() => t.close());

type Row = Awaited<ReturnType<typeof insertMember>>;
const member = (username: string, sponsor?: Row, status: number = UserStatus.Ativo, type: number = UserType.User) =>
  insertMember(db(), { username, sponsorId: sponsor?.id ?? null, status, type });
const achievedOf = async (u: Row) =>
  (await db().select({ rankId: userRankAchievements.rankId }).from(userRankAchievements).where(eq(userRankAchievements.userId, u.id)))
    .map((r) => r.rankId)
    .sort((a, b) => a - b);
const rankOf = async (u: Row) => (await db().select({ r: users.careerPlanRankId }).from(users).where(eq(users.id, u.id)))[0]!.r;

describe(`career plan evaluation (${TEST_DB})`, () => {
  it('a full evaluation run twice: one achievement, one payment, one quota grant, and nothing more', async () => {
    const lia = await member('lia');
    await member('lia.d1', lia);
    const before = await memberBalanceCents(db(), lia.id);

    const first = await evaluateAll(db(), NOW);
    expect(first).toMatchObject({ newAchievements: 1, moneyPrizes: 1, moneyPaidCents: 10_000, quotaPrizes: 1, descriptionPrizes: 1, rankChanges: 1 });
    const afterFirst = await careerPlanCounts(db());
    const second = await evaluateAll(db(), NOW);
    expect(second).toMatchObject({ newAchievements: 0, moneyPrizes: 0, moneyPaidCents: 0, quotaPrizes: 0, descriptionPrizes: 0, rankChanges: 0 });
    expect(await careerPlanCounts(db())).toEqual(afterFirst);

    expect(await achievedOf(lia)).toEqual([plan.rankIds['Bronze']]);
    expect(await rankOf(lia)).toBe(plan.rankIds['Bronze']);
    expect(await memberBalanceCents(db(), lia.id)).toBe(before + 10_000);
    const grants = await db().select().from(userPrizeGrants).where(eq(userPrizeGrants.userId, lia.id));
    expect(grants).toHaveLength(3);
    const holdings = await db().select().from(fundQuotas).where(eq(fundQuotas.userId, lia.id));
    expect(holdings).toEqual([expect.objectContaining({ fundId, quotas: 5, origin: 'Prêmio do plano de carreira — Bronze' })]);
    expect(grants.find((g) => g.fundQuotaId !== null)?.fundQuotaId).toBe(holdings[0]!.id);
  });

  it('pays the money prize through the ledger: category 13, from the bonus expense account, keyed rank-prize:{user}:{prize}', async () => {
    const [lia] = await db().select().from(users).where(eq(users.username, 'lia'));
    const moneyPrize = plan.prizeIds['Bronze']![0]!;
    const [txRow] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `rank-prize:${lia!.id}:${moneyPrize}`));
    expect(txRow).toMatchObject({ kind: 'career_plan_prize', description: 'Bônus de Rank — Bronze' });
    const entries = await db()
      .select({
        amount: ledgerEntries.amountCents,
        category: ledgerEntries.category,
        kind: ledgerAccounts.kind,
        code: ledgerAccounts.code,
        userId: ledgerAccounts.userId,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, txRow!.id));
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: -10_000, category: 13, kind: 'system', code: SystemAccount.BonusExpense, userId: null },
      { amount: 10_000, category: 13, kind: 'member', code: null, userId: lia!.id },
    ]);
    const [grant] = await db()
      .select()
      .from(userPrizeGrants)
      .where(and(eq(userPrizeGrants.userId, lia!.id), eq(userPrizeGrants.prizeId, moneyPrize)));
    expect(grant!.transactionId).toBe(txRow!.id);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('counts the group volume of the current month in São Paulo, and achieves every rank met (cumulative)', async () => {
    const gui = await member('gui');
    const d1 = await member('gui.d1', gui);
    const d2 = await member('gui.d2', gui);
    await member('gui.d1.a', d1);
    await member('gui.d2.a', d2);
    // 23:30 on 28/02 in São Paulo (02:30 UTC on 01/03): February, not counted in March.
    await insertPaidInvoice(db(), d1.id, 20_000, new Date('2026-03-01T02:30:00Z'));
    // 00:30 on 01/03 in São Paulo: March.
    await insertPaidInvoice(db(), d2.id, 25_000, new Date('2026-03-01T03:30:00Z'));
    expect(await clubMonth(db(), NOW)).toEqual({
      start: '2026-03-01T03:00:00.000Z',
      end: '2026-04-01T03:00:00.000Z',
      today: '2026-03-15',
      overdueInactiveDays: 10,
    });
    expect((await subtreeMetrics(db(), gui.id, await clubMonth(db(), NOW))).groupVolumeCents).toBe(25_000);

    await evaluateAll(db(), NOW);
    expect(await achievedOf(gui)).toEqual([plan.rankIds['Bronze']]);

    await insertPaidInvoice(db(), gui.id, 5_000, new Date('2026-03-31T23:59:00-03:00'));
    await evaluateAll(db(), NOW);
    expect(await achievedOf(gui)).toEqual([plan.rankIds['Bronze'], plan.rankIds['Prata']].sort((a, b) => a! - b!));
    expect(await rankOf(gui)).toBe(plan.rankIds['Prata']);
    const moneyKeys = await db()
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(
        inArray(ledgerTransactions.idempotencyKey, [
          `rank-prize:${gui.id}:${plan.prizeIds['Bronze']![0]}`,
          `rank-prize:${gui.id}:${plan.prizeIds['Prata']![0]}`,
        ]),
      );
    expect(moneyKeys).toHaveLength(2);
  });

  it('only Ativo members of type User achieve and count', async () => {
    const ivo = await member('ivo');
    await member('ivo.pendente', ivo, UserStatus.Pendente);
    await member('ivo.inativo', ivo, UserStatus.Inativo);
    await member('ivo.cliente', ivo, UserStatus.Ativo, UserType.UserStore);
    const eva = await member('eva', undefined, UserStatus.Inativo);
    await member('eva.d1', eva);
    await evaluateAll(db(), NOW);
    expect(await achievedOf(ivo)).toEqual([]);
    expect(await achievedOf(eva)).toEqual([]);
    expect(await activeDirects(db(), ivo.id, await clubMonth(db(), NOW))).toBe(0);
  });

  it('never lowers a rank set above the achieved ones', async () => {
    const rui = await member('rui');
    await member('rui.d1', rui);
    await db().update(users).set({ careerPlanRankId: plan.rankIds['Ouro'] }).where(eq(users.id, rui.id));
    await evaluateAll(db(), NOW);
    expect(await achievedOf(rui)).toEqual([plan.rankIds['Bronze']]);
    expect(await rankOf(rui)).toBe(plan.rankIds['Ouro']);
  });

  it('after a payment evaluates the payer and his sponsors up the chain, once', async () => {
    const ana = await member('ana');
    const bia = await member('bia', ana, UserStatus.Pendente);
    await member('caio', bia, UserStatus.Pendente);
    expect(await db().transaction((tx) => evaluateAfterPayment(tx, bia.id, NOW))).toMatchObject({ newAchievements: 0 });
    // bia's adhesion is paid: she becomes Ativo, so ana now has an active direct partner.
    await db().update(users).set({ status: UserStatus.Ativo }).where(eq(users.id, bia.id));
    const out = await db().transaction((tx) => evaluateAfterPayment(tx, bia.id, NOW));
    expect(out).toMatchObject({ newAchievements: 1, moneyPrizes: 1, moneyPaidCents: 10_000, quotaPrizes: 1, descriptionPrizes: 1, rankChanges: 1 });
    expect(await achievedOf(ana)).toEqual([plan.rankIds['Bronze']]);
    expect(await achievedOf(bia)).toEqual([]);
    const again = await db().transaction((tx) => evaluateAfterPayment(tx, bia.id, NOW));
    expect(again).toMatchObject({ newAchievements: 0, moneyPrizes: 0, quotaPrizes: 0, rankChanges: 0 });
    const counts = await careerPlanCounts(db());
    await evaluateAll(db(), NOW);
    expect((await careerPlanCounts(db())).prizeTransactions).toBe(counts.prizeTransactions);
  });

  it('after a payment leaves a sponsor with a network above the walk limit to the nightly run', async () => {
    const big = await member('grande');
    const d1 = await member('grande.d1', big);
    await db()
      .update(users)
      .set({ networkSize: AFTER_PAYMENT_WALK_LIMIT + 1 })
      .where(eq(users.id, big.id));
    const out = await db().transaction((tx) => evaluateAfterPayment(tx, d1.id, NOW));
    expect(out).toMatchObject({ evaluatedMembers: 0, deferredMembers: 1, newAchievements: 0 });
    expect(await achievedOf(big)).toEqual([]);
    await evaluateAll(db(), NOW);
    expect(await achievedOf(big)).toEqual([plan.rankIds['Bronze']]);
  });

  it('concurrent evaluations after payments of the same member pay once', async () => {
    const dora = await member('dora');
    const d1 = await member('dora.d1', dora);
    const results = await Promise.all(Array.from({ length: 8 }, () => db().transaction((tx) => evaluateAfterPayment(tx, d1.id, NOW))));
    expect(results.every((r) => r !== null)).toBe(true);
    expect(results.reduce((s, r) => s + r!.moneyPrizes, 0)).toBe(1);
    expect(results.reduce((s, r) => s + r!.quotaPrizes, 0)).toBe(1);
    expect(results.reduce((s, r) => s + r!.newAchievements, 0)).toBe(1);
    expect(await achievedOf(dora)).toEqual([plan.rankIds['Bronze']]);
    const txs = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `rank-prize:${dora.id}:${plan.prizeIds['Bronze']![0]}`));
    expect(txs).toHaveLength(1);
    expect(await db().select().from(fundQuotas).where(eq(fundQuotas.userId, dora.id))).toHaveLength(1);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('the nightly figures and the per-member walk agree on a random network', async () => {
    const net = await randomNetwork('r', 42);
    const month = await clubMonth(db(), NOW);
    for (const n of net.nodes.slice(0, 30)) {
      const e = net.expected(n.row.id);
      expect(await subtreeMetrics(db(), n.row.id, month)).toEqual({ activeNetwork: e.activeNetwork, groupVolumeCents: e.groupVolumeCents });
      expect(await activeDirects(db(), n.row.id, month)).toBe(e.activeDirects);
    }
    await evaluateAll(db(), NOW);
    await expectAchievementsAsComputed(net);
  });

  it('evaluations after the payments of every leaf reach what the nightly run would', async () => {
    const net = await randomNetwork('s', 7);
    const leaves = net.nodes.filter((n) => !net.nodes.some((c) => c.parent === n.row.id));
    const month = await clubMonth(db(), NOW);
    for (const leaf of leaves.slice(0, 15)) {
      const chain = await sponsorChain(db(), leaf.row.id, month);
      const figures = await chainFigures(db(), chain, month);
      for (const m of chain.filter((c) => net.nodes.some((n) => n.row.id === c.id))) expect(figures!.get(m.id), String(m.id)).toEqual(net.expected(m.id));
    }
    for (const leaf of leaves) {
      expect(await db().transaction((tx) => evaluateAfterPayment(tx, leaf.row.id, NOW))).not.toBeNull();
    }
    await expectAchievementsAsComputed(net);
    const counts = await careerPlanCounts(db());
    await evaluateAll(db(), NOW);
    expect(await careerPlanCounts(db())).toEqual(counts);
  });

  it('a capped walk stops once the caps are reached', async () => {
    const [raiz] = await db().select().from(users).where(eq(users.username, 'r.raiz'));
    const month = await clubMonth(db(), NOW);
    const full = await subtreeMetrics(db(), raiz!.id, month);
    const capped = await subtreeMetrics(db(), raiz!.id, month, { activeNetwork: 2, groupVolumeCents: 0 });
    expect(capped.activeNetwork).toBeGreaterThanOrEqual(2);
    expect(capped.activeNetwork).toBeLessThan(full.activeNetwork);
  });

  it('one full evaluation at a time: a run while another holds the lock answers null', async () => {
    if (TEST_DB === 'pglite') {
      // One embedded connection: the same session may take its own lock again, so only PostgreSQL can show the refusal.
      expect(await withAdvisoryLock(db(), CAREER_PLAN_EVALUATION_LOCK, async () => 'ran')).toEqual({ ran: true, result: 'ran' });
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = withAdvisoryLock(db(), CAREER_PLAN_EVALUATION_LOCK, async () => {
      locked();
      await held;
    });
    await isLocked;
    expect(await evaluateAll(db(), NOW)).toBeNull();
    release();
    await holder;
    expect(await evaluateAll(db(), NOW)).not.toBeNull();
  });
});

type Node = { row: Row; parent: number | null; active: boolean; volume: number };
/** A random network of 121 members under `${prefix}.raiz`, with statuses, store clients and invoices in and out of the month. */
async function randomNetwork(prefix: string, seed: number) {
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const root = await member(`${prefix}.raiz`);
  const nodes: Node[] = [{ row: root, parent: null, active: true, volume: 0 }];
  for (let i = 0; i < 120; i++) {
    const parent = nodes[Math.floor(rand() * rand() * nodes.length)]!;
    const status = rand() < 0.75 ? UserStatus.Ativo : rand() < 0.5 ? UserStatus.Pendente : UserStatus.Inativo;
    const type = rand() < 0.1 ? UserType.UserStore : UserType.User;
    const row = await member(`${prefix}${i}`, parent.row, status, type);
    let volume = 0;
    if (rand() < 0.5) {
      const cents = 1_000 + Math.floor(rand() * 20_000);
      const inMonth = rand() < 0.8;
      await insertPaidInvoice(db(), row.id, cents, inMonth ? new Date('2026-03-10T12:00:00Z') : new Date('2026-02-10T12:00:00Z'));
      if (inMonth) volume = cents;
    }
    nodes.push({ row, parent: parent.row.id, active: status === UserStatus.Ativo && type === UserType.User, volume });
  }
  const children = (id: number) => nodes.filter((n) => n.parent === id);
  const subtree = (id: number): { net: number; vol: number } =>
    children(id).reduce(
      (acc, c) => {
        const sub = subtree(c.row.id);
        return { net: acc.net + sub.net + (c.active ? 1 : 0), vol: acc.vol + sub.vol };
      },
      { net: 0, vol: nodes.find((n) => n.row.id === id)!.volume },
    );
  const expected = (id: number) => {
    const s = subtree(id);
    return { activeDirects: children(id).filter((c) => c.active).length, activeNetwork: s.net, groupVolumeCents: s.vol };
  };
  return { nodes, expected };
}

async function expectAchievementsAsComputed(net: Awaited<ReturnType<typeof randomNetwork>>) {
  const ranks = await rankRequirements(db());
  for (const n of net.nodes) {
    const want = n.active ? ranks.filter((r) => meets(net.expected(n.row.id), r)).map((r) => r.rankId) : [];
    expect(await achievedOf(n.row), n.row.username).toEqual(want.sort((a, b) => a - b));
  }
}
