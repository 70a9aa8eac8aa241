import type { FastifyInstance } from 'fastify';
import { getAllEarningsDetails } from '@clube/contract/current-account';
import { ok, route } from '../../platform/route';
import { earningsDetails } from './current-account.service';

export async function currentAccountRoutes(app: FastifyInstance) {
  route(app, getAllEarningsDetails, async ({ user }) => ok(await earningsDetails(app.deps.database.db, user.id)));
}
