import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { hasAtMostTwoDecimals } from './configuration-groups';

/**
 * A unilevel table (docs/bonuses.md#unilevel-tables): percentages by level, level 1 first. On the
 * wire a percentage is a number with at most two decimals (2.5 = 2,5%); inside it is basis points
 * (250), so sums and commissions are integer arithmetic.
 */
export const MAX_UNILEVEL_LEVELS = 10;
/** 100% in basis points: a table never pays more than its base. */
export const MAX_UNILEVEL_SUM_BP = 10_000;

export const UnilevelStatus = { Inativa: 0, Ativa: 1 } as const;
export type UnilevelStatus = (typeof UnilevelStatus)[keyof typeof UnilevelStatus];

export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;

const levelPercentage = z
  .number({ error: messages.unilevelPercentageInvalid })
  .finite(messages.unilevelPercentageInvalid)
  .min(0, messages.unilevelPercentageInvalid)
  .max(100, messages.unilevelPercentageInvalid)
  .refine(hasAtMostTwoDecimals, messages.unilevelPercentageInvalid);

/** 1 to 10 levels, each 0–100 with at most two decimals, summing to at most 100%. */
export const UnilevelLevels = z
  .array(levelPercentage, { error: messages.unilevelLevelsRequired })
  .min(1, messages.unilevelLevelsMin)
  .max(MAX_UNILEVEL_LEVELS, messages.unilevelLevelsMax)
  .superRefine((levels, ctx) => {
    // Only a list of valid percentages has a meaningful sum; the element's own message comes first.
    if (!levels.every((p) => levelPercentage.safeParse(p).success)) return;
    if (levels.reduce((sum, p) => sum + percentToBp(p), 0) > MAX_UNILEVEL_SUM_BP) {
      ctx.addIssue({ code: 'custom', message: messages.unilevelSumTooHigh });
    }
  });

export const UnilevelName = text({ error: messages.unilevelNameRequired }).trim().min(1, messages.unilevelNameRequired).max(100, messages.textTooLong);

export const UnilevelStatusInput = z.union([z.literal(UnilevelStatus.Inativa), z.literal(UnilevelStatus.Ativa)], {
  error: messages.unilevelStatusInvalid,
});

/** A table as answered: its current version and that version's percentages. */
export const Unilevel = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** 1 Ativa, 0 Inativa. */
  Status: z.number().int(),
  Version: z.number().int(),
  Levels: z.array(z.number()),
});
export type Unilevel = z.infer<typeof Unilevel>;
