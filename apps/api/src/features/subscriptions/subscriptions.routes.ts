import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { cancelSubscription, getAllSubscriptions, getAllUserSubscriptionsByUserId, newUserSubscription } from '@clube/contract/subscriptions';
import { ok, okPaged, route } from '../../platform/route';
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
}
