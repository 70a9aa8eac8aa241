import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { PendingPlanChange } from './plan-change';

/** The signed-in member's pending plan change; Data null when he has none. */
export const getPendingPlanByUserId = defineEndpoint({
  method: 'GET',
  path: '/api/plans/getPendingPlanByUserId',
  summary: 'Troca de plano pendente do sócio (ou null)',
  tags: ['plans'],
  auth: true,
  permission: Permission.PLANOS,
  response: envelope(PendingPlanChange.nullable()),
});
