import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { adminCountNotificationRecipients, adminGetAllNotificationBroadcasts, adminSendNotification } from '@clube/contract/notifications';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as service from './notifications-admin.service';

/** The console's notifications (docs/admin.md#notifications): count the audience, send, list what was sent. */
export async function notificationsAdminRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminCountNotificationRecipients, async ({ body }) => ok({ Count: await service.countRecipients(db(), body!) }));

  route(app, adminSendNotification, async ({ body, user, req }) => {
    const sent = await service.send(db(), auditActorOf(user, req), body!);
    return ok(sent, messages.notificationSent(sent.Count));
  });

  route(app, adminGetAllNotificationBroadcasts, async ({ body }) => {
    const { data, pagination } = await service.listBroadcasts(db(), body!);
    return okPaged(data, pagination);
  });
}
