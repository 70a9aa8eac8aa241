import type { FastifyInstance } from 'fastify';
import { messages, OfferStatus } from '@clube/contract';
import {
  adminCreateSubscription,
  adminDeactivateSubscription,
  adminGetAllSubscriptions,
  adminReactivateSubscription,
  adminUpdateSubscription,
  cancelSubscription,
  getAllSubscriptions,
  getAllUserSubscriptionsByUserId,
  newUserSubscription,
} from '@clube/contract/subscriptions';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as admin from './subscriptions-admin.service';
import * as service from './subscriptions.service';

export async function subscriptionsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllSubscriptions, async ({ body, user }) => {
    const { data, pagination } = await service.list(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, getAllUserSubscriptionsByUserId, async ({ user }) => ok(await service.listOfUser(db(), user.id)));

  route(app, newUserSubscription, async ({ params, user }) => ok(await service.subscribe(db(), user, params!.id), messages.subscriptionSubscribed));

  route(app, cancelSubscription, async ({ params, user }) => ok(await service.cancel(db(), user, params!.id), messages.subscriptionCancelled));

  // The console's subscriptions (docs/admin.md#offers): Owner only, each change audited.
  route(app, adminGetAllSubscriptions, async ({ body }) => {
    const { data, pagination } = await admin.list(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, adminCreateSubscription, async ({ body, user, req }) =>
    ok(await admin.create(db(), auditActorOf(user, req), body!), messages.subscriptionCreated),
  );
  route(app, adminUpdateSubscription, async ({ body, user, req }) =>
    ok(await admin.update(db(), auditActorOf(user, req), body!), messages.subscriptionUpdated),
  );
  route(app, adminDeactivateSubscription, async ({ params, user, req }) =>
    ok(await admin.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Inativo), messages.subscriptionDeactivated),
  );
  route(app, adminReactivateSubscription, async ({ params, user, req }) =>
    ok(await admin.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Ativo), messages.subscriptionReactivated),
  );
}
