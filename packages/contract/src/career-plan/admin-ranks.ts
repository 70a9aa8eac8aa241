import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { moneyOrZero, offerListFilters, offerName, positiveMoney } from '../common/offer-fields';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { PrizeType } from './get-user-ranks-details';

/**
 * The console's career plan (docs/admin.md#offers): ranks with their requirements and prizes. An
 * achieved rank and a granted prize are never rewritten: a changed prize is retired and a new one
 * written, in force for achievements from then on; requirements apply to the next evaluations.
 */
export const MAX_RANK_PRIZES = 10;
export const MAX_RANK_POSITION = 1000;
export const MAX_RANK_REQUIREMENT = 1_000_000;
export const MAX_PRIZE_QUOTAS = 1_000_000;
export const MAX_PRIZE_DESCRIPTION = 500;

/** A prize in force: Amount in reais (type 2), Quotas and the fund (type 1), Description (type 3). */
export const AdminRankPrize = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Amount: z.number().nullable(),
  Quotas: z.number().int().nullable(),
  FundId: z.number().int().nullable(),
  FundName: z.string().nullable(),
  Description: z.string().nullable(),
  /** When it came into force; null: since always. */
  ValidFrom: z.string().nullable(),
});
export type AdminRankPrize = z.infer<typeof AdminRankPrize>;

export const AdminRank = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Color: z.string(),
  Position: z.number().int(),
  /** 1 Ativo, 0 Inativo (no longer achieved; those who achieved it keep it). */
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  ActiveDirects: z.number().int(),
  ActiveNetwork: z.number().int(),
  /** Group volume of the month, in reais. */
  GroupVolume: z.number(),
  Prizes: z.array(AdminRankPrize),
});
export type AdminRank = z.infer<typeof AdminRank>;

export const AdminGetAllRanksRequest = z.object({ ...PagedRequest, ...offerListFilters }).strict();
export type AdminGetAllRanksRequest = z.input<typeof AdminGetAllRanksRequest>;

export const adminGetAllRanks = defineEndpoint({
  method: 'POST',
  path: '/api/admin/careerPlan/ranks/getAll',
  summary: 'Console: ranks do plano de carreira com requisitos e prêmios, por posição',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: AdminGetAllRanksRequest,
  response: envelope(z.array(AdminRank)),
});

const count = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Each prize type's own fields; the others are ignored. */
const prizeFields = {
  Amount: positiveMoney(messages.rankPrizeAmountRequired),
  Quotas: count(messages.rankPrizeQuotasInvalid, 1, MAX_PRIZE_QUOTAS),
  FundId: idField(messages.rankPrizeFundRequired),
  Description: text({ error: messages.rankPrizeDescriptionRequired })
    .trim()
    .min(1, messages.rankPrizeDescriptionRequired)
    .max(MAX_PRIZE_DESCRIPTION, messages.textTooLong),
};
type PrizeField = keyof typeof prizeFields;
const fieldsOfType: Record<number, PrizeField[]> = {
  [PrizeType.FundQuotas]: ['Quotas', 'FundId'],
  [PrizeType.Money]: ['Amount'],
  [PrizeType.Description]: ['Description'],
};

export interface RankPrizeValue {
  Type: PrizeType;
  Amount: number | null;
  Quotas: number | null;
  FundId: number | null;
  Description: string | null;
}

/** One prize as the console sends it: its Type and that type's fields (each checked with its own message). */
export const RankPrizeInput = z
  .object({
    Type: z.union([z.literal(PrizeType.FundQuotas), z.literal(PrizeType.Money), z.literal(PrizeType.Description)], {
      error: messages.rankPrizeTypeInvalid,
    }),
    Amount: z.unknown().optional(),
    Quotas: z.unknown().optional(),
    FundId: z.unknown().optional(),
    Description: z.unknown().optional(),
  })
  .strict()
  .transform((p, ctx): RankPrizeValue => {
    const out: RankPrizeValue = { Type: p.Type, Amount: null, Quotas: null, FundId: null, Description: null };
    for (const key of fieldsOfType[p.Type]!) {
      const r = prizeFields[key].safeParse(p[key]);
      if (r.success) (out as unknown as Record<PrizeField, unknown>)[key] = r.data;
      else for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [key] });
    }
    return out;
  });
export type RankPrizeInput = z.input<typeof RankPrizeInput>;

const rankFields = {
  Name: offerName(),
  Color: text({ error: messages.rankColorInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, messages.rankColorInvalid)
    .transform((c) => c.toLowerCase()),
  Position: count(messages.rankPositionInvalid, 1, MAX_RANK_POSITION),
  ActiveDirects: count(messages.rankRequirementInvalid, 0, MAX_RANK_REQUIREMENT),
  ActiveNetwork: count(messages.rankRequirementInvalid, 0, MAX_RANK_REQUIREMENT),
  GroupVolume: moneyOrZero(messages.valueRequired),
  Prizes: z.array(RankPrizeInput, { error: messages.rankPrizeTypeInvalid }).max(MAX_RANK_PRIZES, messages.rankPrizesMax).default([]),
};

export const CreateRankRequest = z.object(rankFields).strict();
export type CreateRankRequest = z.input<typeof CreateRankRequest>;

export const adminCreateRank = defineEndpoint({
  method: 'POST',
  path: '/api/admin/careerPlan/ranks/createRank',
  summary: 'Console: cria um rank (ativo) com requisitos e prêmios',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateRankRequest,
  response: envelope(AdminRank),
});

export const UpdateRankRequest = z.object({ Id: idField(messages.rankIdInvalid), ...rankFields }).strict();
export type UpdateRankRequest = z.input<typeof UpdateRankRequest>;

/**
 * Prizes are given whole: one equal to a prize in force keeps it; the others in force are retired
 * and the new ones written, for achievements from now on (granted prizes stay as they were).
 */
export const adminUpdateRank = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/careerPlan/ranks/updateRank',
  summary: 'Console: altera um rank (requisitos e prêmios valem para as próximas conquistas)',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateRankRequest,
  response: envelope(AdminRank),
});

export const RankIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.rankIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.rankIdInvalid),
});

export const adminDeactivateRank = defineEndpoint({
  method: 'POST',
  path: '/api/admin/careerPlan/ranks/:id/deactivate',
  summary: 'Console: inativa um rank (deixa de ser conquistado; quem conquistou mantém)',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: RankIdParams,
  response: envelope(AdminRank),
});

export const adminReactivateRank = defineEndpoint({
  method: 'POST',
  path: '/api/admin/careerPlan/ranks/:id/reactivate',
  summary: 'Console: reativa um rank',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: RankIdParams,
  response: envelope(AdminRank),
});
