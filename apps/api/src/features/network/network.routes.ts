import type { FastifyInstance } from 'fastify';
import { getAllIndications, getAllNetworkUsers, getNetwork, getNetworkChilds, getSecondaryAccounts } from '@clube/contract/network';
import { ok, okPaged, route } from '../../platform/route';
import * as service from './network.service';

/** The network area: tree, levels, indications, store clients and secondary accounts. */
export async function networkRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getNetwork, async ({ body, user }) => ok(await service.getNetwork(db(), user.id, body)));

  route(app, getNetworkChilds, async ({ body, user }) => {
    const { data, pagination } = await service.getNetworkChilds(db(), user.id, body);
    return okPaged(data, pagination);
  });

  route(app, getAllNetworkUsers, async ({ query, user }) => {
    const { data, pagination } = await service.getLevel(db(), user.id, query);
    return okPaged(data, pagination);
  });

  route(app, getAllIndications, async ({ body, user }) => {
    const { data, pagination } = await service.listIndications(db(), user, body);
    return okPaged(data, pagination);
  });

  route(app, getSecondaryAccounts, async ({ body, user }) => {
    const { data, pagination } = await service.listSecondaryAccounts(db(), user.id, body);
    return okPaged(data, pagination);
  });
}
