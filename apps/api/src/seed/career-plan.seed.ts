import { and, eq, inArray, sql } from 'drizzle-orm';
import { EarningCategory, messages } from '@clube/contract';
import { PrizeType } from '@clube/contract/career-plan';
import type { DbOrTx } from '../db/client';
import {
  careerPlanRankPrizes,
  careerPlanRankRequirements,
  careerPlanRanks,
  fundQuotas,
  investmentFunds,
  ledgerAccounts,
  ledgerEntries,
  storedFiles,
  userPrizeGrants,
  userRankAchievements,
  users,
} from '../db/schema';

const DAY = 86_400_000;
const REAL_ESTATE_FUND = 'Fundo Imobiliário do Clube';
const AGRO_FUND = 'Fundo Agro Brasil';

type Fund = 'realEstate' | 'agro';
type PrizeSeed = { type: 1; quotas: number; fund: Fund } | { type: 2; amountCents: number } | { type: 3; description: string };

/**
 * The demo club's career plan: what each rank asks (active direct partners, active members in the
 * network, group volume of the month) and what it gives. Bronze gives nothing, so the screen shows
 * 'Não há recompensas nesse rank' there.
 */
export const DEMO_CAREER_PLAN: Record<string, { directs: number; network: number; volumeCents: number; prizes: PrizeSeed[] }> = {
  Bronze: { directs: 2, network: 3, volumeCents: 15_000, prizes: [] },
  Prata: { directs: 3, network: 10, volumeCents: 100_000, prizes: [{ type: 1, quotas: 12, fund: 'realEstate' }] },
  Ouro: {
    directs: 3,
    network: 12,
    volumeCents: 250_000,
    prizes: [
      { type: 2, amountCents: 100_000 },
      { type: 3, description: 'Pin de lapela Ouro e certificado de reconhecimento' },
    ],
  },
  Diamante: {
    directs: 6,
    network: 60,
    volumeCents: 1_500_000,
    prizes: [
      { type: 2, amountCents: 500_000 },
      { type: 1, quotas: 50, fund: 'agro' },
      { type: 3, description: 'Viagem para Gramado com acompanhante' },
    ],
  },
  Coroa: {
    directs: 10,
    network: 250,
    volumeCents: 6_000_000,
    prizes: [
      { type: 2, amountCents: 2_000_000 },
      { type: 1, quotas: 100, fund: 'realEstate' },
      { type: 3, description: 'Cruzeiro pela costa brasileira com acompanhante' },
    ],
  },
};

/** A small shield badge in the rank's colour, one star per position. */
export function rankBadgeSvg(name: string, color: string, position: number): string {
  const stars = Array.from({ length: Math.min(position, 5) }, (_, i) => {
    const x = 32 + (i - (Math.min(position, 5) - 1) / 2) * 9;
    return `<circle cx="${x}" cy="47" r="2.6" fill="#ffffff"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Rank ${name}">`,
    `<path d="M32 3 56 12v18c0 15-10 25-24 31C18 55 8 45 8 30V12Z" fill="${color}" stroke="#ffffff" stroke-width="3"/>`,
    `<path d="m32 13 4.4 8.9 9.8 1.4-7.1 6.9 1.7 9.8-8.8-4.6-8.8 4.6 1.7-9.8-7.1-6.9 9.8-1.4Z" fill="#ffffff" fill-opacity=".92"/>`,
    stars,
    `</svg>`,
  ].join('');
}

async function fundIdsByName(tx: DbOrTx): Promise<Record<Fund, number>> {
  const rows = await tx
    .select({ id: investmentFunds.id, name: investmentFunds.name })
    .from(investmentFunds)
    .where(inArray(investmentFunds.name, [REAL_ESTATE_FUND, AGRO_FUND]));
  const id = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`seedCareerPlan: fund '${name}' is not seeded yet`);
    return row.id;
  };
  return { realEstate: id(REAL_ESTATE_FUND), agro: id(AGRO_FUND) };
}

/**
 * Requirements, prizes and badge images for the ranks already created (by name, as `seedRanks`
 * creates them). Answers rank ids and prize ids by rank name.
 */
export async function seedCareerPlanRules(tx: DbOrTx, funds: Record<Fund, number>) {
  const ranks = await tx
    .select()
    .from(careerPlanRanks)
    .where(inArray(careerPlanRanks.name, Object.keys(DEMO_CAREER_PLAN)));
  const rankIds: Record<string, number> = {};
  const prizeIds: Record<string, Array<{ id: number; type: number; fundId: number | null }>> = {};
  for (const [name, rule] of Object.entries(DEMO_CAREER_PLAN)) {
    const rank = ranks.find((r) => r.name === name);
    if (!rank) throw new Error(`seedCareerPlan: rank '${name}' is not seeded yet`);
    rankIds[name] = rank.id;
    const svg = Buffer.from(rankBadgeSvg(rank.name, rank.color, rank.position));
    const [file] = await tx
      .insert(storedFiles)
      .values({ originalFileName: `rank-${rank.name.toLowerCase()}.svg`, contentType: 'image/svg+xml', size: svg.length, content: svg })
      .returning({ id: storedFiles.id });
    await tx.update(careerPlanRanks).set({ imageFileId: file!.id }).where(eq(careerPlanRanks.id, rank.id));
    await tx.insert(careerPlanRankRequirements).values({
      rankId: rank.id,
      activeDirects: rule.directs,
      activeNetwork: rule.network,
      groupVolumeCents: rule.volumeCents,
    });
    prizeIds[name] = [];
    for (const p of rule.prizes) {
      const [row] = await tx
        .insert(careerPlanRankPrizes)
        .values({
          rankId: rank.id,
          type: p.type,
          quotas: p.type === PrizeType.FundQuotas ? p.quotas : null,
          fundId: p.type === PrizeType.FundQuotas ? funds[p.fund] : null,
          amountCents: p.type === PrizeType.Money ? p.amountCents : null,
          description: p.type === PrizeType.Description ? p.description : null,
        })
        .returning({ id: careerPlanRankPrizes.id, type: careerPlanRankPrizes.type, fundId: careerPlanRankPrizes.fundId });
      prizeIds[name]!.push(row!);
    }
  }
  return { rankIds, prizeIds };
}

/**
 * The demo club's career plan, and the demo member's history in it, consistent with his current
 * rank Ouro: Bronze, Prata and Ouro achieved; Prata's 12 quotas are his seeded 'Prêmio do plano de
 * carreira' holding, and Ouro's R$ 1.000,00 is his seeded 'Bônus de Rank — Ouro' credit. Both are
 * recorded as granted, so no evaluation pays them again (his balance is untouched).
 * With `founderId`, the founder holds Bronze.
 */
export async function seedCareerPlan(tx: DbOrTx, opts: { demoId: number; founderId?: number; fundIds?: Record<Fund, number> }) {
  const funds = opts.fundIds ?? (await fundIdsByName(tx));
  const { rankIds, prizeIds } = await seedCareerPlanRules(tx, funds);
  const achievedDaysAgo: Array<[string, number]> = [
    ['Bronze', 120],
    ['Prata', 60],
    ['Ouro', 15],
  ];
  for (const [name, daysAgo] of achievedDaysAgo) {
    const at = new Date(Date.now() - daysAgo * DAY);
    await tx.insert(userRankAchievements).values({ userId: opts.demoId, rankId: rankIds[name]!, achievedAt: at });
    for (const prize of prizeIds[name]!) {
      await tx.insert(userPrizeGrants).values({
        userId: opts.demoId,
        prizeId: prize.id,
        grantedAt: at,
        transactionId: prize.type === PrizeType.Money ? await seededRankCredit(tx, opts.demoId, name) : null,
        fundQuotaId: prize.type === PrizeType.FundQuotas && prize.fundId !== null ? await seededPrizeHolding(tx, opts.demoId, prize.fundId) : null,
      });
    }
  }
  // The founder holds Bronze (no prizes: nothing to grant), achieved long ago: the only holder of
  // that rank, so the console's profit-sharing journey (apps/web/e2e/admin-money.e2e.ts) credits
  // him alone, never demo, whose figures the dashboard journey asserts.
  if (opts.founderId !== undefined) {
    await tx.insert(userRankAchievements).values({ userId: opts.founderId, rankId: rankIds['Bronze']!, achievedAt: new Date(Date.now() - 350 * DAY) });
    await tx.update(users).set({ careerPlanRankId: rankIds['Bronze']! }).where(eq(users.id, opts.founderId));
  }
}

/** The ledger transaction of the demo's seeded rank bonus ('Bônus de Rank — Ouro', category 13). */
async function seededRankCredit(tx: DbOrTx, userId: number, rankName: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerEntries.category, EarningCategory.BonusDeRank),
        eq(ledgerEntries.description, messages.careerPlanPrizeEntry(rankName)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The demo's seeded quota holding that came from the career plan. */
async function seededPrizeHolding(tx: DbOrTx, userId: number, fundId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: fundQuotas.id })
    .from(fundQuotas)
    .where(and(eq(fundQuotas.userId, userId), eq(fundQuotas.fundId, fundId), sql`${fundQuotas.origin} LIKE 'Prêmio do plano de carreira%'`))
    .limit(1);
  return row?.id ?? null;
}
