import type { FastifyInstance } from 'fastify';
import { getAllUserNotifications, updateUserNotification } from '@clube/contract/notifications';
import { ok, route } from '../../platform/route';
import * as service from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllUserNotifications, async ({ user }) => ok(await service.listOfUser(db(), user.id)));

  route(app, updateUserNotification, async ({ body, user }) => ok(await service.markViewed(db(), user.id, body!.Id, body!.ViewedDate)));
}
