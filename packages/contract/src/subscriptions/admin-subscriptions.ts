import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { moneyOrZero, offerDescription, offerListFilters, offerName } from '../common/offer-fields';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { FrequencyType, Subscription, SubscriptionIdParams } from './subscription';

/**
 * The console's subscriptions (docs/admin.md#offers). Issued invoices keep their values; a new
 * Price is charged to new subscribers, a new FrequencyPrice from the next renewal issued.
 */
export const AdminSubscription = Subscription.extend({
  /** The unilevel table that pays the sponsor chain for its invoices; null: none. */
  UnilevelId: z.number().int().nullable(),
  /** 1 Ativo (on offer), 0 Inativo (no new subscribers; those who hold it keep it). */
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  CreatedOn: z.string(),
});
export type AdminSubscription = z.infer<typeof AdminSubscription>;

export const AdminGetAllSubscriptionsRequest = z.object({ ...PagedRequest, ...offerListFilters }).strict();
export type AdminGetAllSubscriptionsRequest = z.input<typeof AdminGetAllSubscriptionsRequest>;

export const adminGetAllSubscriptions = defineEndpoint({
  method: 'POST',
  path: '/api/admin/subscriptions/getAll',
  summary: 'Console: assinaturas (ativas e inativas), por id',
  tags: ['subscriptions', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: AdminGetAllSubscriptionsRequest,
  response: envelope(z.array(AdminSubscription)),
});

const FrequencyTypeInput = z.union(
  [z.literal(FrequencyType.Mensal), z.literal(FrequencyType.Trimestral), z.literal(FrequencyType.Semestral), z.literal(FrequencyType.Anual)],
  { error: messages.subscriptionFrequencyInvalid },
);

const subscriptionFields = {
  Name: offerName(),
  Description: offerDescription(),
  /** Charged on subscribing; 0 pays the first period at once. */
  Price: moneyOrZero(messages.offerPriceRequired),
  FrequencyType: FrequencyTypeInput,
  /** Charged each period after the first; 0 renews without an invoice. */
  FrequencyPrice: moneyOrZero(messages.offerFrequencyPriceRequired),
  UnilevelId: idField(messages.unilevelIdInvalid)
    .nullish()
    .transform((v) => v ?? null),
};

export const CreateSubscriptionRequest = z.object(subscriptionFields).strict();
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;

export const adminCreateSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/admin/subscriptions/createSubscription',
  summary: 'Console: cria uma assinatura (ativa)',
  tags: ['subscriptions', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateSubscriptionRequest,
  response: envelope(AdminSubscription),
});

export const UpdateSubscriptionRequest = z.object({ Id: idField(messages.subscriptionIdInvalid), ...subscriptionFields }).strict();
export type UpdateSubscriptionRequest = z.input<typeof UpdateSubscriptionRequest>;

/** FrequencyType is fixed once anyone subscribed (the periods of the live ones are counted by it). */
export const adminUpdateSubscription = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/subscriptions/updateSubscription',
  summary: 'Console: altera uma assinatura (vale para as faturas emitidas daqui em diante)',
  tags: ['subscriptions', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateSubscriptionRequest,
  response: envelope(AdminSubscription),
});

export const adminDeactivateSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/admin/subscriptions/:id/deactivate',
  summary: 'Console: inativa uma assinatura (sem novos assinantes)',
  tags: ['subscriptions', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: SubscriptionIdParams,
  response: envelope(AdminSubscription),
});

export const adminReactivateSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/admin/subscriptions/:id/reactivate',
  summary: 'Console: reativa uma assinatura',
  tags: ['subscriptions', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: SubscriptionIdParams,
  response: envelope(AdminSubscription),
});
