import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** What one full evaluation did: members evaluated, ranks achieved now, prizes granted now. */
export const CareerPlanEvaluationResult = z.object({
  EvaluatedMembers: z.number().int(),
  NewAchievements: z.number().int(),
  MoneyPrizes: z.number().int(),
  /** Total of the money prizes paid now, in reais. */
  MoneyPaid: z.number(),
  QuotaPrizes: z.number().int(),
  DescriptionPrizes: z.number().int(),
  RankChanges: z.number().int(),
  DurationMs: z.number().int(),
});
export type CareerPlanEvaluationResult = z.infer<typeof CareerPlanEvaluationResult>;

/** Operator: runs the nightly career plan evaluation now (409 while another run holds it). */
export const adminEvaluateCareerPlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/careerPlan/evaluate',
  summary: 'Operador: avalia agora o plano de carreira de todos os sócios',
  tags: ['career-plan', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  response: envelope(CareerPlanEvaluationResult),
});
