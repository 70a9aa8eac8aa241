import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { PendingPlanChange, PlanIdParams } from './plan-change';

/**
 * Asks to change to plan {id}: issues the invoice type 3 Troca de Plano for the plan's Price, due
 * in 3 days; the plan changes when it is paid ('Pague sua fatura para concluir a Troca do Plano.').
 * One pending change per member (409 for a second one or for the current plan).
 */
export const changePlan = defineEndpoint({
  method: 'POST',
  path: '/api/plans/changePlan/:id',
  summary: 'Pede a troca para outro plano (cria a fatura da troca)',
  tags: ['plans'],
  auth: true,
  permission: Permission.PLANOS,
  params: PlanIdParams,
  response: envelope(PendingPlanChange),
});
