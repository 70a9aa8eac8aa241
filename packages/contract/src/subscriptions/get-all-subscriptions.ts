import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { Subscription } from './subscription';

export const GetAllSubscriptionsRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({ Name: text().trim().max(100, messages.textTooLong).nullish() })
      .strict()
      .nullish(),
    /** Kept for the spec's request; subscriptions have one kind here, so it does not narrow the list. */
    SubscriptionType: z.number().int().min(0).max(100).nullish(),
    /** true (the cards): the ones on offer and those the caller still holds; false: the ones no longer offered. */
    Status: z.boolean().default(true),
  })
  .strict();
export type GetAllSubscriptionsRequest = z.input<typeof GetAllSubscriptionsRequest>;

/** The club's subscriptions, 50 a page, by Id (PaginationFilter.Type 1) or by name (2). */
export const getAllSubscriptions = defineEndpoint({
  method: 'POST',
  path: '/api/plans/subscriptions/getAllSubscriptions',
  summary: 'Assinaturas do clube (paginado, por id ou por nome)',
  tags: ['subscriptions'],
  auth: true,
  permission: Permission.ASSINATURAS,
  body: GetAllSubscriptionsRequest,
  response: envelope(z.array(Subscription)),
});
