import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { UserSubscription } from './subscription';

/**
 * The caller's subscriptions, one per subscription: the live one, otherwise the last cancelled
 * one. Empty body.
 */
export const getAllUserSubscriptionsByUserId = defineEndpoint({
  method: 'POST',
  path: '/api/users/subscriptions/getAllUserSubscriptionsByUserId',
  summary: 'Assinaturas do sócio',
  tags: ['subscriptions'],
  auth: true,
  permission: Permission.ASSINATURAS,
  response: envelope(z.array(UserSubscription)),
});
