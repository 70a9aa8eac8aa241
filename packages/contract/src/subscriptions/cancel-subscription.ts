import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { SubscriptionIdParams, UserSubscription } from './subscription';

/**
 * Cancels, for good, the caller's live subscription of subscription {id} and its Pendente invoices
 * ('Cancelamento da Assinatura realizada com Sucesso.'). Empty body.
 */
export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/users/subscriptions/cancelSubscription/:id',
  summary: 'Cancela uma assinatura do sócio (definitivo)',
  tags: ['subscriptions'],
  auth: true,
  permission: Permission.ASSINATURAS,
  params: SubscriptionIdParams,
  response: envelope(UserSubscription),
});
