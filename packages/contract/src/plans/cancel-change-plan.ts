import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Invoice } from '../entities';
import { Permission } from '../permissions';

/** Cancels the member's pending plan change: its invoice becomes Cancelado; answers that invoice. */
export const cancelChangePlan = defineEndpoint({
  method: 'POST',
  path: '/api/plans/cancelChangePlan',
  summary: 'Cancela a troca de plano pendente (cancela a fatura da troca)',
  tags: ['plans'],
  auth: true,
  permission: Permission.PLANOS,
  response: envelope(Invoice),
});
