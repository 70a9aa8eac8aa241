import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { PlanStatus } from '../common/enums';
import { Plan } from '../entities';
import { text } from '../common/text';

/** Spec part 2 §9: plans are paged by 50. */
export const PLANS_PAGE_SIZE = 50;
/** Spec part 2 §9: the system-plans cards cut a description to 200 characters plus '...'. */
export const PLAN_DESCRIPTION_CUT = 200;

export const GetAllPlansBody = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({ Name: text().trim().max(100, messages.textTooLong).nullish() })
      .strict()
      .nullish(),
    /** Kept for the spec's plan query; plans have one kind here, so it does not narrow the list. */
    PlanType: z.number().int().min(0).max(100).nullish(),
    Status: z.union([z.literal(PlanStatus.Inactive), z.literal(PlanStatus.Active)]).default(PlanStatus.Active),
  })
  .strict();
export type GetAllPlansBody = z.input<typeof GetAllPlansBody>;

/** Plans, ordered by id, active ones unless Status says otherwise. Open: the wizard lists them before login. */
export const getAllPlans = defineEndpoint({
  method: 'POST',
  path: '/api/plans/getAllPlans',
  summary: 'Planos do clube (paginado, por id)',
  tags: ['plans'],
  auth: false,
  body: GetAllPlansBody,
  response: envelope(z.array(Plan)),
});
