import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  createNewDistributionCenter,
  createNewStorage,
  getAllDistributionCenters,
  getAllPossibleStorages,
  getAllStorages,
  getDistributionCenterByUserId,
  updateDistributionCenter,
  updateStorage,
} from '@clube/contract/storages';
import { ok, okPaged, route } from '../../platform/route';
import { actorOf } from './actor';
import * as centers from './distribution-centers.service';
import * as service from './storages.service';

/** Distribution centers and storages (spec part 2 section 7, /api/logistics). */
export async function storagesRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllDistributionCenters, async ({ user, body }) => {
    const { data, pagination } = await centers.listDistributionCenters(db(), actorOf(user), body!);
    return okPaged(data, pagination);
  });

  route(app, getDistributionCenterByUserId, async ({ user }) => ok(await centers.distributionCenterOfCaller(db(), user.id)));

  route(app, createNewDistributionCenter, async ({ user, body }) =>
    ok(await centers.createDistributionCenter(db(), user.id, body!), messages.distributionCenterSaved),
  );

  route(app, updateDistributionCenter, async ({ user, body }) => {
    const { Id, ...form } = body!;
    return ok(await centers.updateDistributionCenter(db(), actorOf(user), Id, form), messages.distributionCenterSaved);
  });

  route(app, getAllStorages, async ({ user, body }) => {
    const { data, pagination } = await service.listStorages(db(), actorOf(user), body!);
    return okPaged(data, pagination);
  });

  route(app, getAllPossibleStorages, async ({ user, query }) => ok(await service.possibleStorages(db(), actorOf(user), query?.productId)));

  route(app, createNewStorage, async ({ user, body }) => ok(await service.createStorage(db(), actorOf(user), body!), messages.storageCreated));

  route(app, updateStorage, async ({ user, body }) => ok(await service.updateStorage(db(), actorOf(user), body!), messages.storageUpdated));
}
