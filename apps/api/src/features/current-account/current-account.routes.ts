import type { FastifyInstance } from 'fastify';
import { getAllEarnings, getAllEarningsDetails } from '@clube/contract/current-account';
import { ok, okPaged, route } from '../../platform/route';
import { earningsDetails, listEarnings } from './current-account.service';

export async function currentAccountRoutes(app: FastifyInstance) {
  route(app, getAllEarningsDetails, async ({ user }) => ok(await earningsDetails(app.deps.database.db, user.id)));

  route(app, getAllEarnings, async ({ user, body }) => {
    const { data, pagination } = await listEarnings(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });
}
