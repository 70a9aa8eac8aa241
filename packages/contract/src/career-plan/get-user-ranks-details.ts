import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { getUserRanksDetailsAddress } from './addresses';

/** Prize types of spec part 2 section 3: 1 fund quotas, 2 money in BRL, 3 free description. */
export const PrizeType = { FundQuotas: 1, Money: 2, Description: 3 } as const;
export type PrizeType = (typeof PrizeType)[keyof typeof PrizeType];

/** What a rank asks (docs/club.md#career-plan); the keys name the requirement for the web. */
export const RequirementKey = { ActiveDirects: 'ActiveDirects', ActiveNetwork: 'ActiveNetwork', GroupVolume: 'GroupVolume' } as const;
export type RequirementKey = (typeof RequirementKey)[keyof typeof RequirementKey];

/**
 * A prize as the spec lists it. PrizeAmount is the number of quotas (type 1) or the money in reais
 * (type 2); InvestmentFund is set for quotas only; Description for free-description prizes.
 */
export const RankPrize = z.object({
  Type: z.number().int(),
  PrizeAmount: z.number().nullable(),
  InvestmentFund: z.object({ Name: z.string() }).nullable(),
  Description: z.string().nullable(),
});
export type RankPrize = z.infer<typeof RankPrize>;

/**
 * One requirement of the next rank: what the member has and what the rank needs. GroupVolume is in
 * reais (the paid invoices of the member and his network in the current month, America/Sao_Paulo).
 * Counting stops once a requirement is met, so a met requirement's Have is at least Need.
 */
export const RankRequirementProgress = z.object({
  Key: z.enum([RequirementKey.ActiveDirects, RequirementKey.ActiveNetwork, RequirementKey.GroupVolume]),
  Name: z.string(),
  Have: z.number(),
  Need: z.number(),
  Met: z.boolean(),
});
export type RankRequirementProgress = z.infer<typeof RankRequirementProgress>;

/**
 * The spec's user rank detail, plus (beyond the spec) Progress: on the member's next rank only,
 * each requirement have / need; null on every other rank.
 */
export const UserRankDetail = z.object({
  RankName: z.string(),
  RankColor: z.string(),
  IsCurrentRank: z.boolean(),
  AchievedRank: z.boolean(),
  Prizes: z.array(RankPrize),
  Progress: z.object({ Requirements: z.array(RankRequirementProgress) }).nullable(),
});
export type UserRankDetail = z.infer<typeof UserRankDetail>;

/** Spec part 2 section 7: the career plan's ranks for the caller, by position. Route table: REDE. */
export const getUserRanksDetails = defineEndpoint({
  ...getUserRanksDetailsAddress,
  summary: 'Plano de carreira: ranks, prêmios, ranks alcançados e progresso para o próximo rank',
  tags: ['career-plan'],
  auth: true,
  permission: Permission.REDE,
  response: envelope(z.array(UserRankDetail)),
});
