import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { SubscriptionIdParams, UserSubscription } from './subscription';

/**
 * Subscribes the caller to subscription {id} and issues its invoice type 6 for Price, at once
 * ('Assinatura assinada com sucesso.'). One live subscription per member and subscription: a
 * second call answers 409 and issues nothing. Empty body.
 */
export const newUserSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/users/subscriptions/newUserSubscription/:id',
  summary: 'Assina uma assinatura e emite a sua fatura',
  tags: ['subscriptions'],
  auth: true,
  permission: Permission.ASSINATURAS,
  params: SubscriptionIdParams,
  response: envelope(UserSubscription),
});
