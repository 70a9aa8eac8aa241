import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { createNewUnilevel, getAllUnilevels, updateUnilevel } from '@clube/contract/configurations';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as unilevels from './unilevels.service';

/** The unilevel tables (docs/bonuses.md#unilevel-tables): administrators only. */
export async function unilevelsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllUnilevels, async ({ body }) => {
    const { data, pagination } = await unilevels.list(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, createNewUnilevel, async ({ body, user, req }) => ok(await unilevels.create(db(), auditActorOf(user, req), body!), messages.unilevelCreated));
  route(app, updateUnilevel, async ({ body, user, req }) => ok(await unilevels.update(db(), auditActorOf(user, req), body!), messages.unilevelUpdated));
}
