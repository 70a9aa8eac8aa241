import { centsToReais, messages, OfferStatus } from '@clube/contract';
import { PrizeType, RequirementKey, type RankRequirementProgress, type UserRankDetail } from '@clube/contract/career-plan';
import type { DbOrTx } from '../../db/client';
import { activeDirects, clubMonth, subtreeMetrics } from './career-plan.metrics';
import { prizeInForceAt } from './career-plan.prizes';
import * as repo from './career-plan.repository';

type RankRow = Awaited<ReturnType<typeof repo.allRanks>>[number];
type PrizeRow = Awaited<ReturnType<typeof repo.allPrizes>>[number];

/**
 * The caller's view of the plan: every rank by position, his achievements, and his way to the next
 * rank. An Inativo rank shows only to those who achieved it (or hold it as current rank). An
 * achieved rank shows the prizes in force when he achieved it, the ones he was granted; any other
 * rank the prizes in force now (docs/club.md#career-plan).
 */
export async function userRanksDetails(db: DbOrTx, userId: number, now: Date = new Date()): Promise<UserRankDetail[]> {
  const [allRanks, prizes, achieved, currentId] = await Promise.all([
    repo.allRanks(db),
    repo.allPrizes(db),
    repo.achievements(db, userId),
    repo.currentRankId(db, userId),
  ]);
  const ranks = allRanks.filter((r) => r.status === OfferStatus.Ativo || achieved.has(r.id) || r.id === currentId);
  const next = nextRank(ranks, achieved, currentId);
  const progress = next ? await progressToward(db, userId, next, now) : null;
  return ranks.map((r) => ({
    RankName: r.name,
    RankColor: r.color,
    IsCurrentRank: r.id === currentId,
    AchievedRank: achieved.has(r.id),
    Prizes: prizes.filter((p) => p.rankId === r.id && prizeInForceAt(p, achieved.get(r.id))).map(toPrize),
    Progress: next && r.id === next.id ? { Requirements: progress! } : null,
  }));
}

/** The lowest Ativo rank above the current one that he has not achieved and that has requirements. */
function nextRank(ranks: RankRow[], achieved: Map<number, Date>, currentId: number | null): RankRow | undefined {
  const currentPosition = ranks.find((r) => r.id === currentId)?.position ?? Number.NEGATIVE_INFINITY;
  return ranks.find((r) => r.position > currentPosition && r.status === OfferStatus.Ativo && !achieved.has(r.id) && r.activeDirects !== null);
}

async function progressToward(db: DbOrTx, userId: number, rank: RankRow, now: Date): Promise<RankRequirementProgress[]> {
  const need = { directs: rank.activeDirects ?? 0, network: rank.activeNetwork ?? 0, volume: rank.groupVolumeCents ?? 0 };
  const month = await clubMonth(db, now);
  const [directs, sub] = await Promise.all([
    activeDirects(db, userId, month),
    subtreeMetrics(db, userId, month, { activeNetwork: need.network, groupVolumeCents: need.volume }),
  ]);
  return [
    { Key: RequirementKey.ActiveDirects, Name: messages.careerPlanRequirementActiveDirects, Have: directs, Need: need.directs, Met: directs >= need.directs },
    {
      Key: RequirementKey.ActiveNetwork,
      Name: messages.careerPlanRequirementActiveNetwork,
      Have: sub.activeNetwork,
      Need: need.network,
      Met: sub.activeNetwork >= need.network,
    },
    {
      Key: RequirementKey.GroupVolume,
      Name: messages.careerPlanRequirementGroupVolume,
      Have: centsToReais(sub.groupVolumeCents),
      Need: centsToReais(need.volume),
      Met: sub.groupVolumeCents >= need.volume,
    },
  ];
}

function toPrize(p: PrizeRow): UserRankDetail['Prizes'][number] {
  return {
    Type: p.type,
    PrizeAmount: p.type === PrizeType.Money ? centsToReais(p.amountCents ?? 0) : p.type === PrizeType.FundQuotas ? (p.quotas ?? 0) : null,
    InvestmentFund: p.type === PrizeType.FundQuotas && p.fundName !== null ? { Name: p.fundName } : null,
    Description: p.description ?? null,
  };
}
