import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helper';
import {
  careerPlanRankPrizes,
  careerPlanRankRequirements,
  careerPlanRanks,
  fundQuotas,
  investmentFunds,
  ledgerTransactions,
  storedFiles,
  userPrizeGrants,
  plans,
  userRankAchievements,
  users,
} from '../db/schema';
import { memberBalanceCents, verifyLedger } from '../features/ledger';
import { evaluateAll, userRanksDetails } from '../features/career-plan';
import { seedCareerPlan } from './career-plan.seed';
import { seedDemoClub } from './demo-club';
import { CLUB_PRODUCTS } from './demo-catalog';
import { DEMO_DOWNLINE_PAYMENTS } from './demo-commissions';
import { dayInSaoPaulo } from '../platform/dates';

let t: TestApp;
const db = () => t.database.db;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(db());
  const [demo] = await db().select().from(users).where(eq(users.username, 'demo'));
  demoId = demo!.id;
  // Until the demo seed calls it (then this is already done).
  const [{ n }] = (await db().select({ n: count() }).from(careerPlanRankRequirements)) as [{ n: number }];
  if (Number(n) === 0) await db().transaction((tx) => seedCareerPlan(tx, { demoId }));
});
afterAll(() => t.close());

/**
 * What demo's downline paid by balance in this month of the club's calendar (demo-commissions.ts:
 * fees by plan, orders at the dealer's price): his group volume, as the seeding day decides. The
 * older seeded payments (demo-orders.ts) are 45 days back or more, and card payments count none.
 */
async function downlineVolumeThisMonthCents(): Promise<number> {
  const month = dayInSaoPaulo().slice(0, 7);
  const fees = await db().select({ username: users.username, cents: plans.monthlyPaymentCents }).from(users).innerJoin(plans, eq(plans.id, users.planId));
  let cents = 0;
  for (const p of DEMO_DOWNLINE_PAYMENTS) {
    if (p.kind === 'fee' && p.by === 'card') continue;
    if (dayInSaoPaulo(new Date(Date.now() - p.daysAgo * 86_400_000)).slice(0, 7) !== month) continue;
    if (p.kind === 'fee') cents += fees.find((f) => f.username === p.payer)!.cents;
    else
      for (const i of p.items) {
        const product = CLUB_PRODUCTS.find((c) => c.code === i.code)!;
        cents += (product.priceCents - product.dealerDiscountCents) * i.quantity;
      }
  }
  return cents;
}

describe(`career plan seed (${TEST_DB})`, () => {
  it('gives the five ranks requirements, a badge image and prizes of all three types', async () => {
    const ranks = await db().select().from(careerPlanRanks).orderBy(asc(careerPlanRanks.position));
    expect(ranks.map((r) => r.name)).toEqual(['Bronze', 'Prata', 'Ouro', 'Diamante', 'Coroa']);
    for (const r of ranks) {
      const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, r.imageFileId!));
      expect(file).toMatchObject({ contentType: 'image/svg+xml' });
      expect(file!.content.toString()).toContain(r.color);
    }
    const reqs = await db().select().from(careerPlanRankRequirements);
    expect(reqs).toHaveLength(5);
    const prizes = await db()
      .select({ type: careerPlanRankPrizes.type, fund: investmentFunds.name, description: careerPlanRankPrizes.description })
      .from(careerPlanRankPrizes)
      .leftJoin(investmentFunds, eq(investmentFunds.id, careerPlanRankPrizes.fundId));
    expect(new Set(prizes.map((p) => p.type))).toEqual(new Set([1, 2, 3]));
    expect(new Set(prizes.filter((p) => p.type === 1).map((p) => p.fund))).toEqual(new Set(['Fundo Imobiliário do Clube', 'Fundo Agro Brasil']));
    expect(prizes.map((p) => p.description)).toContain('Viagem para Gramado com acompanhante');
  });

  it('records the demo member at Ouro with his seeded prizes already granted', async () => {
    const achieved = await db()
      .select({ name: careerPlanRanks.name })
      .from(userRankAchievements)
      .innerJoin(careerPlanRanks, eq(careerPlanRanks.id, userRankAchievements.rankId))
      .where(eq(userRankAchievements.userId, demoId))
      .orderBy(asc(careerPlanRanks.position));
    expect(achieved.map((a) => a.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    const grants = await db().select().from(userPrizeGrants).where(eq(userPrizeGrants.userId, demoId));
    expect(grants).toHaveLength(3);
    const money = grants.find((g) => g.transactionId !== null)!;
    const [credit] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, money.transactionId!));
    expect(credit!.description).toBe('Bônus de Rank — Ouro');
    const quota = grants.find((g) => g.fundQuotaId !== null)!;
    const [holding] = await db().select().from(fundQuotas).where(eq(fundQuotas.id, quota.fundQuotaId!));
    expect(holding).toMatchObject({ userId: demoId, quotas: 12 });
  });

  it('an evaluation of the demo club pays the demo nothing again and keeps the ledger sound', async () => {
    const before = await memberBalanceCents(db(), demoId);
    const holdings = await db().select({ n: count() }).from(fundQuotas).where(eq(fundQuotas.userId, demoId));
    await evaluateAll(db());
    await evaluateAll(db());
    expect(await memberBalanceCents(db(), demoId)).toBe(before);
    expect(await db().select({ n: count() }).from(fundQuotas).where(eq(fundQuotas.userId, demoId))).toEqual(holdings);
    expect(await db().select().from(userPrizeGrants).where(eq(userPrizeGrants.userId, demoId))).toHaveLength(3);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("shows the demo's plan: Ouro current, Bronze without prizes, progress toward Diamante", async () => {
    const details = await userRanksDetails(db(), demoId);
    expect(details.map((d) => [d.RankName, d.AchievedRank, d.IsCurrentRank])).toEqual([
      ['Bronze', true, false],
      ['Prata', true, false],
      ['Ouro', true, true],
      ['Diamante', false, false],
      ['Coroa', false, false],
    ]);
    expect(details[0]!.Prizes).toEqual([]);
    expect(details[3]!.Progress!.Requirements.map((r) => [r.Key, r.Have, r.Need])).toEqual([
      ['ActiveDirects', 3, 6],
      ['ActiveNetwork', 13, 60],
      ['GroupVolume', (await downlineVolumeThisMonthCents()) / 100, 15_000],
    ]);
    expect(details.filter((d) => d.Progress !== null)).toHaveLength(1);
  });
});
