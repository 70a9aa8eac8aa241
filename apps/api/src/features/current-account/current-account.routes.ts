import type { FastifyInstance } from 'fastify';
import { getAllEarnings, getAllEarningsDetails, getBalanceHistory } from '@clube/contract/current-account';
import { ok, okPaged, route } from '../../platform/route';
import { balanceHistory, earningsDetails, listEarnings } from './current-account.service';

export async function currentAccountRoutes(app: FastifyInstance) {
  route(app, getAllEarningsDetails, async ({ user }) => ok(await earningsDetails(app.deps.database.db, user.id)));

  route(app, getAllEarnings, async ({ user, body }) => {
    const { data, pagination } = await listEarnings(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, getBalanceHistory, async ({ user }) => ok(await balanceHistory(app.deps.database.db, user.id)));
}
