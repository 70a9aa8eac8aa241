import type { FastifyInstance } from 'fastify';
import { getPushSettings, subscribePush, unsubscribePush } from '@clube/contract/notifications';
import { ok, route } from '../../platform/route';
import * as service from './push.service';

export async function pushRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getPushSettings, async () => ok(service.settings(app.deps.config)));

  route(app, subscribePush, async ({ body, user }) => {
    await service.subscribe(db(), app.deps.config, user.id, body!);
    return ok(null);
  });

  route(app, unsubscribePush, async ({ body, user }) => {
    await service.unsubscribe(db(), user.id, body!.Endpoint);
    return ok(null);
  });
}
