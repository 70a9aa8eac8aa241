import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Invoice, Plan } from '../entities';

/**
 * The member's pending plan change (spec part 2 §3, fields not shown there): the target plan and
 * the open invoice type 3 that switches to it when paid (docs/plans.md#plan-changes).
 */
export const PendingPlanChange = z.object({
  PlanId: z.number().int(),
  Plan,
  Invoice,
});
export type PendingPlanChange = z.infer<typeof PendingPlanChange>;

/** Path parameter of changePlan/{id}: a plan id, positive 32-bit. */
export const PlanIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.planIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.planIdInvalid),
});
